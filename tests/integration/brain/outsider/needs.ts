// What an outsider question's reply must contain, and the database sums its checkers use.
import { db } from '@/lib/platform/db';
import { formatMoney } from '@/lib/platform/format';

/** One thing the reply must contain: a label for the report and a test on the reply text. */
export interface Need {
  label: string;
  ok: (text: string) => boolean;
}
export interface Question {
  domain: string;
  q: string;
  expect: () => Promise<Need[]>;
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const norm = (s: string) => s.replace(/[\u2019]/g, "'").toLowerCase();

/** The text, case-insensitively. */
export const has = (s: string): Need => ({ label: s, ok: (t) => norm(t).includes(norm(s)) });
/** Any of several texts. */
export const oneOf = (...alts: Need[]): Need => ({
  label: alts.map((a) => a.label).join(' or '),
  ok: (t) => alts.some((a) => a.ok(t)),
});
/** A whole number standing alone (not part of a larger number), with or without separators. */
const num = (n: number): Need => {
  const forms = [String(n), n.toLocaleString('en-US')];
  return {
    label: `${n}`,
    ok: (t) => forms.some((f) => new RegExp(`(^|[^\\d.,])${esc(f)}(?![\\d]|[.,]\\d)`).test(t)),
  };
};
/** A count, where zero may also be said as no / none / zero / nothing. */
export const count = (n: number): Need =>
  n === 0 ? oneOf(num(0), { label: 'no/none', ok: (t) => /\b(no|none|zero|nothing|not any)\b/i.test(t) }) : num(n);
/** Money as the pages show it ($1,234.56), also accepted without the $ sign or rounded to whole dollars. */
export const money = (cents: number | bigint): Need => {
  const c = Number(cents);
  const full = formatMoney(Math.round(c));
  const whole = formatMoney(Math.round(c / 100) * 100).replace(/\.00$/, '');
  return {
    label: full,
    ok: (t) =>
      t.includes(full) ||
      t.includes(full.replace('$', '')) ||
      t.includes(full.replace(',', '')) ||
      new RegExp(`${esc(whole)}(?![\\d.,])`).test(t) ||
      t.includes(`${full.replace('$', '')} USD`),
  };
};
/** A month period YYYY-MM, or its English name. */
export const month = (period: string): Need => {
  const d = new Date(`${period}-01T00:00:00Z`);
  const long = d.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  const short = d.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return oneOf(has(period), has(long), has(`${short} `));
};

// ---------- data helpers ----------
const cents = (d: { toString(): string } | null | undefined) => Math.round(Number(d ?? 0) * 100);

/** Gross (store) amount in cents over earning groups matching `where`. */
export async function gross(where: object): Promise<number> {
  const a = await db.earningGroup.aggregate({ where, _sum: { amountUsd: true } });
  return cents(a._sum.amountUsd);
}
/** Allocated (artist share) amount in cents over allocations matching `where`. */
export async function allocated(where: object): Promise<number> {
  const a = await db.earningAllocation.aggregate({ where, _sum: { amountCents: true } });
  return a._sum.amountCents ?? 0;
}
/** Either way of counting earnings the platform shows: gross from the stores or allocated to payees. */
export async function earnings(groupWhere: object, allocWhere: object = groupWhere): Promise<Need> {
  return oneOf(money(await gross(groupWhere)), money(await allocated(allocWhere)));
}
export const releaseId = async (title: string) => (await db.release.findFirstOrThrow({ where: { title } })).id;
export const trackId = async (title: string) => (await db.track.findFirstOrThrow({ where: { title } })).id;
export const userId = async (name: string) => (await db.user.findFirstOrThrow({ where: { name } })).id;

/** The key with the largest value. */
export function top<K>(m: Map<K, number>): K {
  return [...m].sort((a, b) => b[1] - a[1])[0][0];
}
export async function grossBy(field: 'trackId' | 'releaseId' | 'store' | 'salePeriod', where: object = {}) {
  const rows = await db.earningGroup.groupBy({ by: [field], where, _sum: { amountUsd: true } });
  return new Map(rows.map((r) => [r[field] as string | null, cents(r._sum.amountUsd)]));
}
export const Q3 = { salePeriod: { in: ['2026-07', '2026-08', '2026-09'] } };
export const Q2 = { salePeriod: { in: ['2026-04', '2026-05', '2026-06'] } };
