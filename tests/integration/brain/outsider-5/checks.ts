// Checker helpers of the fifth outsider set (besides ../outsider/needs): honest declines, percentages, dates,
// durations, periods relative to the day the test runs, and sums the pages show, computed with Prisma.
import { db } from '@/lib/platform/db';
import { has, oneOf, type Need } from '../outsider/needs';

/** An honest "the data cannot tell" answer, not a made-up figure. */
export const declines: Need = {
  label: 'an honest decline (cannot / no data / not available)',
  ok: (t) =>
    /(can(?:no|')t|unable|not able|don'?t (?:have|track|hold|record|know)|do not (?:have|track|hold|record)|no (?:data|record|information|way)|not (?:available|tracked|recorded|stored|something)|isn'?t (?:tracked|recorded|available|stored)|doesn'?t (?:track|record|hold|store)|nothing (?:on|about))/i.test(
      t,
    ),
};

/** Every one of several needs. */
export const all = (...needs: Need[]): Need => ({
  label: needs.map((n) => n.label).join(' and '),
  ok: (t) => needs.every((n) => n.ok(t)),
});

/** A percentage, rounded to a whole number or to one decimal. */
export const percent = (p: number): Need => {
  const forms = [
    `${Math.round(p)}%`,
    `${Math.round(p)} %`,
    `${p.toFixed(1)}%`,
    `${p.toFixed(1)} %`,
    `${Math.round(p)} percent`,
  ];
  return { label: forms[0], ok: (t) => forms.some((f) => t.includes(f)) };
};

/** A calendar date as YYYY-MM-DD or in English ("December 18", "Dec 18"). */
export const date = (d: Date): Need => {
  const iso = d.toISOString().slice(0, 10);
  const long = d.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  const short = d.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  const day = d.getUTCDate();
  return oneOf(has(iso), has(`${long} ${day}`), has(`${short} ${day}`), has(`${day} ${long}`), has(`${day} ${short}`));
};

/** A duration in milliseconds as m:ss, or in seconds. */
export const duration = (ms: number): Need => {
  const s = Math.round(ms / 1000);
  const mss = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  return oneOf(
    has(mss),
    has(`${s} s`),
    has(`${s} sec`),
    has(`${Math.floor(s / 60)} min ${s % 60}`),
    has(`${Math.floor(s / 60)}m ${s % 60}s`),
  );
};

const ym = (d: Date) => d.toISOString().slice(0, 7);
/** YYYY-MM of the month the test runs in, shifted by `delta` months. */
export function periodFromNow(delta = 0): string {
  const d = new Date();
  return ym(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + delta, 1)));
}
/** The three YYYY-MM periods of the calendar quarter before the current one. */
export function lastQuarter(): string[] {
  const d = new Date();
  const q = Math.floor(d.getUTCMonth() / 3);
  const start = new Date(Date.UTC(d.getUTCFullYear(), (q - 1) * 3, 1));
  return [0, 1, 2].map((i) => ym(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1))));
}
export const thisYear = () => String(new Date().getUTCFullYear());

/** A user's ledger balance in cents (what the payouts page shows as available). */
export async function balance(userId: string): Promise<number> {
  const a = await db.ledgerEntry.aggregate({ where: { account: { userId } }, _sum: { amountCents: true } });
  return Number(a._sum.amountCents ?? 0);
}

/** Gross store amount in cents by country. */
export async function grossByCountry(where: object = {}): Promise<Map<string, number>> {
  const rows = await db.earningGroup.groupBy({ by: ['country'], where, _sum: { amountUsd: true } });
  return new Map(rows.map((r) => [r.country, Math.round(Number(r._sum.amountUsd ?? 0) * 100)]));
}

const COUNTRY: Record<string, string[]> = {
  US: ['United States', 'USA'],
  GB: ['United Kingdom', 'UK', 'Britain'],
  DE: ['Germany'],
  BR: ['Brazil'],
  NG: ['Nigeria'],
  CA: ['Canada'],
};
/** A country code or its English name. */
export const country = (code: string): Need =>
  oneOf({ label: code, ok: (t) => new RegExp(`\\b${code}\\b`).test(t) }, ...(COUNTRY[code] ?? []).map(has));

/** The key with the smallest value. */
export function bottom<K>(m: Map<K, number>): K {
  return [...m].sort((a, b) => a[1] - b[1])[0][0];
}
