// /royalty-dashboard: balances, earnings by month, recent earnings and links to payouts and splits.
import type { Metadata } from 'next';
import Stack from '@mui/material/Stack';
import { PageHeader } from '@/components/ui/page-header';
import { LinkButton } from '@/components/ui/links';
import { EarningsSummaryCards, EarningsView, RecentEarnings } from '@/components/royalties/earnings-view';

export const metadata: Metadata = { title: 'Royalty dashboard' };

export default function RoyaltyDashboardPage() {
  return (
    <>
      <PageHeader
        title="Royalty dashboard"
        description="Your balance, what you earned and where it came from."
        actions={
          <Stack direction="row" spacing={1}>
            <LinkButton href="/artist-payout-setup" variant="contained">
              Request payout
            </LinkButton>
            <LinkButton href="/auto-royalty-splits" variant="outlined">
              Splits
            </LinkButton>
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
