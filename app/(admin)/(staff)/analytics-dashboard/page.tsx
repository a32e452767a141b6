// /analytics-dashboard: platform figures for staff.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { PlatformAnalyticsView } from '@/components/services/analytics';

export const metadata: Metadata = { title: 'Analytics Dashboard' };

export default function Page() {
  return (
    <>
      <PageHeader
        title="Analytics Dashboard"
        description="Streams, royalties, releases and service orders over the last 12 months, by brand."
      />
      <PlatformAnalyticsView />
    </>
  );
}
