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
  const quarter = text.match(/\b(?:q([1-4])|quarter ([1-4])|([1-4])(?:st|nd|rd|th) quarter)(?: (?:of )?(20\d\d))?\b/);
  if (quarter) {
    const qq = Number(quarter[1] ?? quarter[2] ?? quarter[3]);
    const yy = quarter[4] ? Number(quarter[4]) : qq > q ? y - 1 : y;
    return { from: ym(yy, qq * 3 - 2), to: ym(yy, qq * 3), label: `in Q${qq} ${yy}` };
  }
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

/** Every single month a clause names, in order ("august vs september", "jul 2026 or june"): a comparison of periods. */
export function monthsIn(text: string, now = new Date()): Period[] {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  const out: Period[] = [];
  for (const hit of text.matchAll(new RegExp(`\\b${MONTH}(?: (\\d{4}))?\\b`, 'g'))) {
    if (hit[1] === 'may' && !hit[2]) continue;
    const mm = monthIndex(hit[1]);
    const yy = hit[2] ? Number(hit[2]) : mm > m ? y - 1 : y;
    out.push({ from: ym(yy, mm), to: ym(yy, mm), label: `${monthName(mm)} ${yy}` });
  }
  return out;
}
