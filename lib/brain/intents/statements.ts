// Statement imports: how many were imported, their periods and stores, the latest, failed ones, and what
// the stores reported in total (the royalty statements page's list), or one period's / one store's.
import { allPages } from '../../platform/paging';
import { formatDate, formatMoney } from '../../platform/format';
import { listStatements } from '../../royalties';
import { mentioned } from './entities';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const monthOf = (p: string) =>
  `${new Date(`${p}-01T00:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${p.slice(0, 4)} (${p})`;

export const statementsIntent: Intent = {
  key: 'statement-imports',
  description:
    'Imported store statements: how many, their periods and stores, the latest, failed imports and the total reported.',
  // A question about the imports' figures, not about how statements work ("when do statements close?").
  matches: (f) =>
    f.has('statement', 'import') &&
    !f.has('unmatched') &&
    (f.has('count', 'list', 'which', 'failed', 'total', 'store', 'period') ||
      f.order !== null ||
      f.period !== null ||
      /\b(?:last|latest|recent|any)\b/i.test(f.raw)),
  async answer(ctx, _id, f) {
    const denied = staffOnly(ctx, this.key, 'statement imports');
    if (denied) return denied;
    const all = await allPages(listStatements);
    const done = all.filter((s) => s.status === 'completed');
    const failed = all.filter((s) => s.status === 'failed').length;
    const link = { href: '/royalty-statements', label: 'Royalty statements' };
    if (!done.length)
      return { intent: this.key, text: `No statement has been imported yet (${failed} failed imports).`, link };
    const periods = [...new Set(done.map((s) => s.period))].sort();
    const stores = [...new Set(done.map((s) => s.store))];
    const total = done.reduce((s, x) => s + x.totalUsdCents, 0);
    const parts: string[] = [];
    // "Biggest statement import?": the import that reported the most (or least), with store and month.
    if (f?.order) {
      const ranked = [...done].sort((a, b) =>
        f.order === 'least' ? a.totalUsdCents - b.totalUsdCents : b.totalUsdCents - a.totalUsdCents,
      );
      const top = ranked[0];
      parts.push(
        `the ${f.order === 'least' ? 'smallest' : 'biggest'} import is ${top.store} for ${monthOf(top.period)} with ${formatMoney(top.totalUsdCents)} (USD)`,
      );
    }
    // "when was the last statement imported": the newest import, its store, month and date.
    if (f && /\b(?:when|last|latest|recent|newest|most recent)\b/i.test(f.raw) && !f.order) {
      const newest = [...done].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
      parts.push(
        `the most recent import is ${newest.store} for ${monthOf(newest.period)}, imported ${formatDate(newest.createdAt)}`,
      );
    }
    const named = f ? await mentioned(ctx, 'store', f.raw) : [];
    for (const s of named)
      parts.push(`${plural(done.filter((x) => x.store === s.name).length, 'statement')} imported from ${s.name}`);
    if (f?.period?.from && f.period.to === f.period.from) {
      const p = f.period.from;
      const these = done.filter((x) => x.period === p);
      parts.push(
        `${plural(these.length, 'statement')} imported for ${monthOf(p)}${these.length ? ` (${these.map((x) => x.store).join(', ')})` : ''}`,
      );
    }
    parts.push(
      `${plural(done.length, 'statement')} imported in all, from ${plural(stores.length, 'store')} (${stores.join(', ')}), for ${plural(periods.length, 'period')}: ${periods.join(', ')}`,
      `the latest period is ${monthOf(periods[periods.length - 1])}`,
      `${failed} failed imports`,
      `the stores reported ${formatMoney(total)} in total (USD)`,
    );
    return { intent: this.key, text: `${parts.join('; ')}.`, link };
  },
};
