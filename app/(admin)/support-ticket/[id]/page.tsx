// /support-ticket/{id}: one ticket's thread for its requester, and for staff with internal notes and controls.
import type { Metadata } from 'next';
import { TicketThread } from '@/components/comms/ticket-thread';
import { requirePageAccess } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Ticket' };

export default async function TicketPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageAccess('signedIn');
  const { id } = await params;
  return <TicketThread id={id} />;
}
