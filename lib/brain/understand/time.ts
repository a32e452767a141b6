// Time expressions as sale periods (YYYY-MM, as statements carry them): this/last month, this/last
// quarter, this/last year, "in 2026", "in August", "since June", "September 2026". A month without a year
// is the last one that has begun.
import { MONTHS } from './vocabulary';

export interface Period {
  from?: string;
  to?: string;
  /** How the answer names it: "in Q3 2026", "since June 2026" */
  label: string;
}

const ym = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}`;
const MONTH = `(${MONTHS.join('|')}|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)`;
const monthIndex = (m: string) => MONTHS.findIndex((x) => x.startsWith(m.slice(0, 3))) + 1;
const monthName = (m: number) => MONTHS[m - 1][0].toUpperCase() + MONTHS[m - 1].slice(1);

/** The period a canonical question names, or null. `now` is the asking moment (UTC). */
export function periodOf(text: string, now = new Date()): Period | null {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  const lastBegun = (month: number, year?: number) => year ?? (month > m ? y - 1 : y);
  if (/\bthismonth\b/.test(text)) return { from: ym(y, m), to: ym(y, m), label: `in ${monthName(m)} ${y}` };
  if (/\blastmonth\b/.test(text)) {
    const [py, pm] = m === 1 ? [y - 1, 12] : [y, m - 1];
    return { from: ym(py, pm), to: ym(py, pm), label: `in ${monthName(pm)} ${py}` };
  }
  const q = Math.floor((m - 1) / 3) + 1;
  if (/\bthisquarter\b/.test(text)) return { from: ym(y, q * 3 - 2), to: ym(y, q * 3), label: `in Q${q} ${y}` };
  if (/\blastquarter\b/.test(text)) {
    const [py, pq] = q === 1 ? [y - 1, 4] : [y, q - 1];
    return { from: ym(py, pq * 3 - 2), to: ym(py, pq * 3), label: `in Q${pq} ${py} (last quarter)` };
  }
  if (/\bthisyear\b/.test(text)) return { from: `${y}-01`, to: `${y}-12`, label: `in ${y}` };
  if (/\blastyear\b/.test(text)) return { from: `${y - 1}-01`, to: `${y - 1}-12`, label: `in ${y - 1}` };
  const since = text.match(new RegExp(`\\bsince ${MONTH}(?: (\\d{4}))?\\b`));
  if (since) {
    const mm = monthIndex(since[1]);
    const yy = lastBegun(mm, since[2] ? Number(since[2]) : undefined);
    return { from: ym(yy, mm), label: `since ${monthName(mm)} ${yy}` };
  }
  const month = text.match(new RegExp(`\\b(?:in|for|during|of)? ?${MONTH}(?: (\\d{4}))?\\b`));
  if (month && !/\bmay\b/.test(month[0].trim())) {
    const mm = monthIndex(month[1]);
    const yy = lastBegun(mm, month[2] ? Number(month[2]) : undefined);
    return { from: ym(yy, mm), to: ym(yy, mm), label: `in ${monthName(mm)} ${yy}` };
  }
  const year = text.match(/\b(?:in|for|during|of|since) (20\d\d)\b/);
  if (year) {
    const yy = Number(year[1]);
    return /\bsince\b/.test(year[0])
      ? { from: `${yy}-01`, label: `since ${yy}` }
      : { from: `${yy}-01`, to: `${yy}-12`, label: `in ${yy}` };
  }
  return null;
}
