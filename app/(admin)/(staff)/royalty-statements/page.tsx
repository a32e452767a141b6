// /royalty-statements: admins import store statements and follow each import's progress and summary.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { LinkButton } from '@/components/ui/links';
import { StatementImport } from '@/components/royalties/statement-import';
import { LAYOUT_CATALOG } from '@/lib/royalties/import/csv/presets';

export const metadata: Metadata = { title: 'Statement import' };

export default function StatementImportPage() {
  return (
    <>
      <PageHeader
        title="Statement import"
        description="Store sales and usage reports become earnings lines, split between contributors."
        actions={
          <LinkButton href="/royalty-statements/unmatched" variant="outlined">
            Unmatched rows
          </LinkButton>
        }
      />
      <StatementImport layouts={LAYOUT_CATALOG.map((l) => l.name)} />
    </>
  );
}
