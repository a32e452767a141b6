// /royalty-statements: admins import store statements and follow each import's progress and summary.
// Its group's layout brings no client providers; the page's MUI components bring them themselves (AppShell).
import type { Metadata } from 'next';
import { AppShell } from '@/components/providers/app-shell';
import { PageHeader } from '@/components/ui/page-header';
import { LinkButton } from '@/components/ui/links';
import { StatementImport } from '@/components/royalties/statement-import';
import { LAYOUT_CATALOG } from '@/lib/royalties/import/csv/presets';

export const metadata: Metadata = { title: 'Statement import' };

export default function StatementImportPage() {
  return (
    <AppShell>
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
    </AppShell>
  );
}
