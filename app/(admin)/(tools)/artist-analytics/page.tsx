// /artist-analytics: streams and sales of the artist's releases from imported statements.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { ArtistAnalytics } from '@/components/royalties/artist-analytics';

export const metadata: Metadata = { title: 'Artist analytics' };

export default function ArtistAnalyticsPage() {
  return (
    <>
      <PageHeader
        title="Artist analytics"
        description="Streams and sales reported by stores, by month, store, track and country."
      />
      <ArtistAnalytics />
    </>
  );
}
