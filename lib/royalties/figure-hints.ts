// The hints that say which figure an earnings tile shows (gross or net, which month), the same words on every
// page, and the words for an earnings line's two dates. A module of their own: the static artist dashboard names
// them without loading the MUI stat tile.
import { formatMonth } from '../platform/format';
export const FIGURE_HINT = {
  net: 'net: your share after splits',
  thisMonth: 'net, from sales dated this calendar month',
  gross: 'gross: what the stores reported',
} as const;

/** What the two dates of an earnings line mean, said where the lines are listed. */
export const EARNINGS_DATES_NOTE =
  'Sale period: the months the sales happened (This Month counts these). Imported: the day the store statement reached us.';

/** A line's sale period, "September 2026" or "August – September 2026" when its statement spans months. */
export function salePeriodText(p: { from: string; to: string } | null | undefined): string {
  if (!p) return '—';
  if (p.from === p.to) return formatMonth(p.from);
  return `${formatMonth(p.from, 'short')} – ${formatMonth(p.to, 'short')}`;
}
