// /royalty-dashboard: balances, earnings by month, recent earnings and links to payouts and splits (and,
// for staff, to the statement import).
import type { Metadata } from 'next';
import Stack from '@mui/material/Stack';
import { PageHeader } from '@/components/ui/page-header';
import { LinkButton } from '@/components/ui/links';
import { EarningsSummaryCards, EarningsView, RecentEarnings } from '@/components/royalties/earnings-view';
import { currentUser } from '@/lib/platform/auth/current-user';
import { isAdminRole } from '@/lib/platform/auth/roles';

export const metadata: Metadata = { title: 'Royalty dashboard' };

export default async function RoyaltyDashboardPage() {
  const user = await currentUser();
  return (
    <>
      <PageHeader
        title="Royalty dashboard"
        description="Your balance, what you earned and where it came from."
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <LinkButton href="/artist-payout-setup" variant="contained">
              Request payout
            </LinkButton>
            <LinkButton href="/auto-royalty-splits" variant="outlined">
              Splits
            </LinkButton>
            {user && isAdminRole(user.role) && (
              <LinkButton href="/royalty-statements" variant="outlined">
                Statement import
              </LinkButton>
            )}
          </Stack>
        }
      />
      <EarningsSummaryCards />
      <RecentEarnings />
      <div style={{ height: 16 }} />
      <EarningsView focus="overview" />
    </>
  );
}
