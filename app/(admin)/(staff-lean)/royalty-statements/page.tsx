// /royalty-statements: admins import store statements and follow each import's progress and summary. Static
// markup (components/ui/lean.module.css) around one client island without MUI: the page hydrates little.
import type { Metadata } from 'next';
import { LeanPageHeader } from '@/components/ui/lean-page-header';
import { LeanLinkButton } from '@/components/ui/lean-link';
import { StatementImport } from '@/components/royalties/statement-import';
import { paletteVars } from '@/components/command/palette';
import { LAYOUT_CATALOG } from '@/lib/royalties/import/csv/presets';
import { currentBrand } from '@/lib/platform/brands/server';
import css from '@/components/ui/lean.module.css';

export const metadata: Metadata = { title: 'Statement import' };

export default async function StatementImportPage() {
  const brand = await currentBrand();
  return (
    <div className={css.page} style={paletteVars(brand.key)}>
      <LeanPageHeader
        title="Statement import"
        description="Store sales and usage reports become earnings lines, split between contributors."
        actions={
          <LeanLinkButton href="/royalty-statements/unmatched" variant="outlined">
            Unmatched rows
          </LeanLinkButton>
        }
      />
      <StatementImport layouts={LAYOUT_CATALOG.map((l) => l.name)} brand={brand.key} />
    </div>
  );
}
