// /royalty-statements/unmatched: statement rows that matched no track, matched here by hand.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { UnmatchedReview } from '@/components/royalties/unmatched-review';

export const metadata: Metadata = { title: 'Unmatched statement rows' };

export default function UnmatchedRowsPage() {
  return (
    <>
      <PageHeader
        title="Unmatched statement rows"
        description="Rows whose ISRC or UPC matched nothing. Matching a row allocates its earnings at once."
      />
      <UnmatchedReview />
    </>
  );
}
