// Time expressions as sale periods (YYYY-MM, as statements carry them): this/last month, this/last
// quarter, this/last year, "in 2026", "in August", "since June", "September 2026". A month without a year
// is the last one that has begun.
import { MONTHS } from './vocabulary';

export interface Period {
  from?: string;
  to?: string;
  /** How the answer names it: "in Q3 2026", "since June 2026" */
  label: string;
  /** The same period as instants (UTC), for records dated to the second: [start, end) */
  start?: Date;
  end?: Date;
}

const monthStart = (p: string) => new Date(Date.UTC(Number(p.slice(0, 4)), Number(p.slice(5, 7)) - 1, 1));
const nextMonth = (p: string) => new Date(Date.UTC(Number(p.slice(0, 4)), Number(p.slice(5, 7)), 1));
const DAY = 86_400_000;
const ymOf = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

/** A span counted in days or weeks back from now ("in the last 7 days", "this week", "today"), or null. */
function daySpan(text: string, now: Date): Period | null {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const span = (start: Date, end: Date, label: string): Period => ({
    from: ymOf(start),
    to: ymOf(new Date(end.getTime() - 1)),
    label,
    start,
    end,
  });
  const back = text.match(
    /\b(?:last|past|previous|recent) (\d{1,3}|a|one|two|three|seven|thirty) (day|days|week|weeks)\b/,
  );
  if (back) {
    const words: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, seven: 7, thirty: 30 };
    const n = words[back[1]] ?? Number(back[1]);
    const days = back[2].startsWith('week') ? n * 7 : n;
    return span(new Date(now.getTime() - days * DAY), now, `in the last ${days} days`);
  }
  // "releases going live in the next 30 days", "bookings over the coming 2 weeks": a span ahead of now.
  const ahead = text.match(
    /\b(?:next|coming|upcoming|following) (\d{1,3}|two|three|seven|thirty) (day|days|week|weeks)\b/,
  );
  if (ahead) {
    const words: Record<string, number> = { two: 2, three: 3, seven: 7, thirty: 30 };
    const n = words[ahead[1]] ?? Number(ahead[1]);
    const days = ahead[2].startsWith('week') ? n * 7 : n;
    return span(now, new Date(now.getTime() + days * DAY), `in the next ${days} days`);
  }
  if (/\bthis week\b/.test(text)) {
    const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY);
    return span(monday, now, 'this week');
  }
  if (/\blast week\b/.test(text)) {
    const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY);
    return span(new Date(monday.getTime() - 7 * DAY), monday, 'last week');
  }
  if (/\bnextweek\b/.test(text)) {
    const monday = new Date(today.getTime() + (7 - ((today.getUTCDay() + 6) % 7)) * DAY);
    return span(monday, new Date(monday.getTime() + 7 * DAY), 'next week');
  }
  if (/\btoday\b/.test(text)) return span(today, now, 'today');
  if (/\byesterday\b/.test(text)) return span(new Date(today.getTime() - DAY), today, 'yesterday');
  return null;
}

/** The period with its instants: a month-based one starts on its first month's first day. */
export function periodOf(text: string, now = new Date()): Period | null {
  const p = daySpan(text, now) ?? monthPeriodOf(text, now);
  if (!p || p.start) return p;
  return { ...p, start: p.from ? monthStart(p.from) : undefined, end: p.to ? nextMonth(p.to) : now };
}

const ym = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}`;
const MONTH = `(${MONTHS.join('|')}|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)`;
const monthIndex = (m: string) => MONTHS.findIndex((x) => x.startsWith(m.slice(0, 3))) + 1;
const monthName = (m: number) => MONTHS[m - 1][0].toUpperCase() + MONTHS[m - 1].slice(1);

/** The period a canonical question names by months, or null. `now` is the asking moment (UTC). */
function monthPeriodOf(text: string, now = new Date()): Period | null {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  const lastBegun = (month: number, year?: number) => year ?? (month > m ? y - 1 : y);
  if (/\bthismonth\b/.test(text)) return { from: ym(y, m), to: ym(y, m), label: `in ${monthName(m)} ${y}` };
  if (/\blastmonth\b/.test(text)) {
    const [py, pm] = m === 1 ? [y - 1, 12] : [y, m - 1];
    return { from: ym(py, pm), to: ym(py, pm), label: `in ${monthName(pm)} ${py}` };
  }
  if (/\bnextmonth\b/.test(text)) {
    const [ny, nm] = m === 12 ? [y + 1, 1] : [y, m + 1];
    return { from: ym(ny, nm), to: ym(ny, nm), label: `in ${monthName(nm)} ${ny}` };
  }
  if (/\bnextyear\b/.test(text)) return { from: `${y + 1}-01`, to: `${y + 1}-12`, label: `in ${y + 1}` };
  const q = Math.floor((m - 1) / 3) + 1;
  if (/\bnextquarter\b/.test(text)) {
    const [ny, nq] = q === 4 ? [y + 1, 1] : [y, q + 1];
    return { from: ym(ny, nq * 3 - 2), to: ym(ny, nq * 3), label: `in Q${nq} ${ny}` };
  }
  if (/\bthisquarter\b/.test(text)) return { from: ym(y, q * 3 - 2), to: ym(y, q * 3), label: `in Q${q} ${y}` };
  if (/\blastquarter\b/.test(text)) {
    const [py, pq] = q === 1 ? [y - 1, 4] : [y, q - 1];
    return { from: ym(py, pq * 3 - 2), to: ym(py, pq * 3), label: `in Q${pq} ${py} (last quarter)` };
  }
  // "the last 3 months", "past six months": that many whole months before this one.
  const months = text.match(/\b(?:last|past|previous|recent) (\d{1,2}|two|three|four|six|twelve) month\b/);
  if (months) {
    const words: Record<string, number> = { two: 2, three: 3, four: 4, six: 6, twelve: 12 };
    const n = words[months[1]] ?? Number(months[1]);
    const end = new Date(Date.UTC(y, m - 2, 1));
    const start = new Date(Date.UTC(y, m - 1 - n, 1));
    const [sy, sm, ey, em] = [
      start.getUTCFullYear(),
      start.getUTCMonth() + 1,
      end.getUTCFullYear(),
      end.getUTCMonth() + 1,
    ];
    return {
      from: ym(sy, sm),
      to: ym(ey, em),
      label: `in the last ${n} months (${monthName(sm)} ${sy} to ${monthName(em)} ${ey})`,
    };
  }
  if (/\b(?:h1|first half)(?: (?:of )?(20\d\d))?\b/.test(text)) {
    const yy = Number(text.match(/\b(?:h1|first half)(?: (?:of )?(20\d\d))?\b/)![1] ?? y);
    return { from: `${yy}-01`, to: `${yy}-06`, label: `in the first half of ${yy}` };
  }
  if (/\bthisyear\b/.test(text)) return { from: `${y}-01`, to: `${y}-12`, label: `in ${y}` };
  if (/\blastyear\b/.test(text)) return { from: `${y - 1}-01`, to: `${y - 1}-12`, label: `in ${y - 1}` };
  // "q2 and q3 (combined)", "q1 to q3": one span of quarters.
  const quarters = text.match(/\bq([1-4]) (?:and|to|through|thru|till|until) q([1-4])(?: (?:of )?(20\d\d))?\b/);
  if (quarters) {
    const [qa, qb] = [Number(quarters[1]), Number(quarters[2])].sort();
    const yy = quarters[3] ? Number(quarters[3]) : qb > q ? y - 1 : y;
    return { from: ym(yy, qa * 3 - 2), to: ym(yy, qb * 3), label: `from Q${qa} to Q${qb} ${yy}` };
  }
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
  // "july and august combined", "june to september": one span from the first month to the last.
  const span = text.match(
    new RegExp(`\\b${MONTH}(?: (\\d{4}))? (?:and|to|through|thru|till|until) ${MONTH}(?: (\\d{4}))?\\b`),
  );
  if (span) {
    const [m1, m2] = [monthIndex(span[1]), monthIndex(span[3])];
    const y2 = lastBegun(m2, span[4] ? Number(span[4]) : undefined);
    const y1 = span[2] ? Number(span[2]) : m1 <= m2 ? y2 : y2 - 1;
    return { from: ym(y1, m1), to: ym(y2, m2), label: `from ${monthName(m1)} ${y1} to ${monthName(m2)} ${y2}` };
  }
  const month = text.match(new RegExp(`\\b(?:in|for|during|of)? ?${MONTH}(?: (\\d{4}))?\\b`));
  // "may" is a month only after a preposition or before a year ("in may", "may 2026"), not "may I".
  if (month && (month[1] !== 'may' || /^(?:in|for|during|of) may|may \d/.test(month[0].trim()))) {
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
function monthsIn(text: string, now = new Date()): Period[] {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  const out: Period[] = [];
  for (const hit of text.matchAll(new RegExp(`\\b(?:(in|for|during|of|versus) )?${MONTH}(?: (\\d{4}))?\\b`, 'g'))) {
    const [, prep, name, year] = hit;
    if (name === 'may' && !year && !prep) continue;
    const mm = monthIndex(name);
    const yy = year ? Number(year) : mm > m ? y - 1 : y;
    out.push({ from: ym(yy, mm), to: ym(yy, mm), label: `${monthName(mm)} ${yy}` });
  }
  return out;
}

/**
 * The periods a comparison names, earlier or later as written: two or more months ("august vs september"),
 * two quarters ("q2 vs q3"), or one relative period and the one before it ("last quarter vs the one before").
 */
export function periodsIn(text: string, now = new Date()): Period[] {
  const months = monthsIn(text, now);
  if (months.length >= 2) return months;
  const quarters = [...text.matchAll(/\bq([1-4])(?: (20\d\d))?\b/g)];
  if (quarters.length >= 2)
    return quarters.flatMap((q) => {
      const p = periodOf(`q${q[1]}${q[2] ? ` ${q[2]}` : ''}`, now);
      return p ? [p] : [];
    });
  // "this quarter vs last quarter", "2025 vs 2026": two periods named outright.
  const named = [...text.matchAll(/\b(?:(?:this|last)(?:quarter|month|year)|20\d\d)\b/g)].map((x) => x[0]);
  if (named.length >= 2)
    return named.flatMap((t) => {
      const p = periodOf(/^\d/.test(t) ? `in ${t}` : t, now);
      return p ? [p] : [];
    });
  if (!/\b(?:before|prior|previous one|preceding|one earlier)\b/.test(text)) return [];
  const rel = text.match(/\b(this|last)(quarter|month|year)\b/);
  if (!rel) return [];
  const cur = periodOf(rel[0], now);
  if (!cur?.from) return [];
  const [y, m] = [Number(cur.from.slice(0, 4)), Number(cur.from.slice(5, 7))];
  const step = rel[2] === 'quarter' ? 3 : rel[2] === 'month' ? 1 : 12;
  const d = new Date(Date.UTC(y, m - 1 - step, 15));
  const prev =
    rel[2] === 'quarter'
      ? periodOf(`q${Math.floor(d.getUTCMonth() / 3) + 1} ${d.getUTCFullYear()}`, now)
      : rel[2] === 'month'
        ? periodOf(`${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`, now)
        : periodOf(`in ${d.getUTCFullYear()}`, now);
  return prev ? [prev, { ...cur, label: cur.label.replace(/ \(last quarter\)$/, '') }] : [];
}
