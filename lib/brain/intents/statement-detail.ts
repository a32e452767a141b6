// Statements picked by store and/or period ("the sept spotify statement", "statements for Q3"): each one's
// total, rows read, matched and unmatched, and how many there are, from the royalty statements page's list.
import { allPages } from '../../platform/paging';
import { formatMoney } from '../../platform/format';
import { listStatements } from '@/lib/royalties';
import { mentioned } from './entities';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const monthOf = (p: string) =>
  `${new Date(`${p}-01T00:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${p.slice(0, 4)}`;

export const statementDetailIntent: Intent = {
  key: 'statement-detail',
  description:
    "Statements of a named store and/or period: each one's total, matched and unmatched rows, and the count.",
  matches: (f) =>
    (f.has('statement', 'import') || (f.has('unmatched') && f.period !== null)) && !f.has('ticket', 'support'),
  async answer(ctx, _id, f) {
    if (!f) return null;
    const stores = await mentioned(ctx, 'store', f.raw);
    const p = f.period;
    if (!stores.length && !p?.from) return null;
    const denied = staffOnly(ctx, this.key, 'statement imports');
    if (denied) return denied;
    const all = (await allPages(listStatements)).filter((s) => s.status === 'completed');
    const picked = all.filter(
      (s) =>
        (!stores.length || stores.some((x) => x.name.toLowerCase() === s.store.toLowerCase())) &&
        (!p?.from || s.period >= p.from) &&
        (!p?.to || s.period <= p.to),
    );
    const scope = `${stores.length ? ` from ${stores.map((s) => s.name).join(' and ')}` : ''}${p ? ` ${p.label}` : ''}`;
    const link = { href: '/royalty-statements', label: 'Royalty statements' };
    if (!picked.length) return { intent: this.key, text: `No statement was imported${scope}.`, link };
    const total = picked.reduce((s, x) => s + x.totalUsdCents, 0);
    const unmatched = picked.reduce((s, x) => s + x.unmatchedRows, 0);
    const each = picked
      .sort((a, b) => a.period.localeCompare(b.period) || a.store.localeCompare(b.store))
      .map(
        (s) =>
          `${s.store} ${monthOf(s.period)} (${s.period}): total ${formatMoney(s.totalUsdCents)} USD, ${plural(s.rowsRead, 'row')} read, ${s.matchedRows} matched, ${s.unmatchedRows} unmatched rows`,
      );
    const lead = f.has('unmatched')
      ? `${plural(unmatched, 'unmatched row')} in the ${plural(picked.length, 'statement')}${scope}. `
      : '';
    return {
      intent: this.key,
      text: `${lead}${plural(picked.length, 'statement')} imported${scope}, ${formatMoney(total)} in total (USD): ${each.join('; ')}.`,
      link,
    };
  },
};
