// /earnings: the artist's earnings by month, track and country, with filters and CSV export.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { EarningsSummaryCards, EarningsView, RecentEarnings } from '@/components/royalties/earnings-view';

export const metadata: Metadata = { title: 'Earnings' };

export default function EarningsPage() {
  return (
    <>
      <PageHeader
        title="Earnings"
        description="What your music earned, from the store statements imported so far, after splits with your collaborators."
      />
      <EarningsSummaryCards />
      <EarningsView focus="overview" />
      <div style={{ height: 16 }} />
      <RecentEarnings />
    </>
  );
}
