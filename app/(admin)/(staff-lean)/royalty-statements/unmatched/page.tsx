// /royalty-statements/unmatched: statement rows that matched no track, matched here by hand.
// Its group's layout brings no client providers; the page's MUI components bring them themselves (AppShell).
import type { Metadata } from 'next';
import { AppShell } from '@/components/providers/app-shell';
import { PageHeader } from '@/components/ui/page-header';
import { UnmatchedReview } from '@/components/royalties/unmatched-review';

export const metadata: Metadata = { title: 'Unmatched statement rows' };

export default function UnmatchedRowsPage() {
  return (
    <AppShell>
      <PageHeader
        title="Unmatched statement rows"
        description="Rows whose ISRC or UPC matched nothing. Matching a row allocates its earnings at once."
      />
      <UnmatchedReview />
    </AppShell>
  );
}
