// Building blocks of the evaluation's checkers: what an answer must contain, computed from the database at
// test time. A count must stand next to its noun ("3 open service orders", "No service order is open"), a
// figure is matched as the pages format it, a name as written in the data.
import { formatMoney } from '@/lib/platform/format';

export type Need = string | RegExp;

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `n` (or "no"/"none"/"0" for zero) within a few words before a noun matching `noun`. */
export function count(n: number, noun: string): RegExp {
  const num = n === 0 ? '(?:0|no|none|not any)' : `${n.toLocaleString('en-US')}`;
  return new RegExp(`(?:^|[^\\d.,$])${num}\\b[^.;:\\d]{0,60}?\\b(?:${noun})`, 'i');
}

export const money = (cents: number): string => formatMoney(cents);

export const name = (s: string): RegExp => new RegExp(esc(s), 'i');

/** `first` is named before every one of `others`. */
export function before(first: string, others: string[]): (text: string) => boolean {
  return (text) => {
    const i = text.toLowerCase().indexOf(first.toLowerCase());
    return (
      i >= 0 &&
      others.every(
        (o) => text.toLowerCase().indexOf(o.toLowerCase()) < 0 || text.toLowerCase().indexOf(o.toLowerCase()) > i,
      )
    );
  };
}

/** The sale periods (YYYY-MM) a time expression of the question set covers, relative to now (UTC). */
export function periodOf(expr: string | undefined, now = new Date()): { from?: string; to?: string } {
  if (!expr) return {};
  const y = now.getUTCFullYear();
  const ym = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;
  if (/^\d{4}-\d{2}$/.test(expr)) return { from: expr, to: expr };
  const range = expr.match(/^(\d{4}-\d{2})\.\.(\d{4}-\d{2})$/);
  if (range) return { from: range[1], to: range[2] };
  if (/^\d{4}$/.test(expr)) return { from: `${expr}-01`, to: `${expr}-12` };
  if (expr === 'last quarter') {
    const q = Math.floor(now.getUTCMonth() / 3); // this quarter, 0-based
    const year = q === 0 ? y - 1 : y;
    const start = q === 0 ? 9 : (q - 1) * 3;
    return { from: ym(year, start + 1), to: ym(year, start + 3) };
  }
  const since = expr.match(/^since (\w+)$/);
  if (since) {
    const month = new Date(`${since[1]} 1, 2000`).getMonth() + 1;
    const year = month > now.getUTCMonth() + 1 ? y - 1 : y;
    return { from: ym(year, month), to: ym(y, now.getUTCMonth() + 1) };
  }
  throw new Error(`unknown period ${expr}`);
}

export const inPeriod = (p: string, r: { from?: string; to?: string }) =>
  (!r.from || p >= r.from) && (!r.to || p <= r.to);
