// /support-ticket: every signed-in user opens a ticket (context attached from their own records) and
// follows their tickets. "Get Help" on the artist dashboard lands here.
import type { Metadata } from 'next';
import Grid from '@mui/material/Grid';
import { PageHeader } from '@/components/ui/page-header';
import { NewTicketForm } from '@/components/comms/new-ticket-form';
import { MyTickets } from '@/components/comms/my-tickets';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { LinkButton } from '@/components/ui/links';
import { TICKET_CATEGORIES } from '@/lib/comms/support/sla';

export const metadata: Metadata = { title: 'Get help' };

export default async function SupportTicketPage({
  searchParams,
}: {
  searchParams: Promise<{ releaseId?: string; category?: string }>;
}) {
  await requirePageAccess('signedIn');
  const sp = await searchParams;
  const releaseId =
    typeof sp.releaseId === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(sp.releaseId) ? sp.releaseId : undefined;
  return (
    <>
      <PageHeader
        title="Get help"
        description="Tell us what is wrong. We attach what we know about your release, delivery or payout, so our team sees it at once."
        actions={
          <LinkButton href="/faq" variant="outlined">
            Help centre
          </LinkButton>
        }
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <NewTicketForm
            initialReleaseId={releaseId}
            initialCategory={sp.category && sp.category in TICKET_CATEGORIES ? sp.category : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <MyTickets />
        </Grid>
      </Grid>
    </>
  );
}
