// /support-ticket/{id}: one ticket's thread for its requester, and for staff with internal notes and controls.
// A stranger's (or a missing) ticket is Next's 404 page.
import type { Metadata } from 'next';
import { TicketThread } from '@/components/comms/ticket-thread';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { recordOrNotFound } from '@/lib/platform/http/not-found';
import { ticketHeading } from '@/lib/comms/support/service';

export const metadata: Metadata = { title: 'Ticket' };

export default async function TicketPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageAccess('signedIn');
  const { id } = await params;
  await recordOrNotFound(ticketHeading(user, id));
  return <TicketThread id={id} />;
}
