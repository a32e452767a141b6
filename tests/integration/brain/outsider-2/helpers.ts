// Checker helpers of the second outsider set, on top of the first set's (money, count, month...):
// relative periods computed from today's clock, dates, yes/no, and the honest refusal of an out-of-scope question.
import { type Need, type Question, count, has, money, oneOf } from '../outsider/needs';

export const Q = (domain: string, q: string, expect: () => Promise<Need[]>): Question => ({ domain, q, expect });
export const matches = (label: string, re: RegExp): Need => ({ label, ok: (t) => re.test(t) });

const ym = (d: Date) => d.toISOString().slice(0, 7);
/** The calendar month before today's, as YYYY-MM. */
export function lastMonth(now = new Date()): string {
  return ym(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));
}
/** The sale periods of the calendar quarter before today's. */
export function lastQuarter(now = new Date()): string[] {
  const q = Math.floor(now.getUTCMonth() / 3);
  const start = new Date(Date.UTC(now.getUTCFullYear(), (q - 1) * 3, 1));
  return [0, 1, 2].map((i) => ym(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1))));
}
export const thisYear = (now = new Date()) => ({ startsWith: String(now.getUTCFullYear()) });
export const monthStart = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
export const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/** A date, as ISO (2026-07-03), US long (July 3, 2026) or short (Jul 3). */
export function date(d: Date): Need {
  const long = d.toLocaleString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
  const short = d.toLocaleString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const dm = d.toLocaleString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return oneOf(has(d.toISOString().slice(0, 10)), has(long), has(short), has(dm));
}
/** Money, or an explicit "nothing" when it is zero. */
export const moneyOrNone = (cents: number): Need => (cents === 0 ? oneOf(money(0), count(0)) : money(cents));
export const yes = matches('yes', /\b(yes|has|is|does|on file|live|delivered|acknowledged|completed|finished)\b/i);
export const no = matches('no', /\b(no|not|none|hasn't|isn't|doesn't|missing|never)\b|n't\b/i);

/** An honest "I can't / there is no such thing", with no money figure invented. */
export const honest = (): Need[] => [
  matches(
    'an honest refusal / not found',
    /can't|cannot|can not|couldn't|could not|don't|do not|unable|not (find|found|able|sure|know|in)|no (such|release|record|data|match|artist|earnings|information)|outside|only (answer|help)|isn't|doesn't|unknown|not something/i,
  ),
  { label: 'no invented $ figure', ok: (t) => !/\$\s?[1-9][\d,]*(\.\d+)?/.test(t) },
];

/** Every title in the list (or "none" when the list is empty). */
export const all = (names: string[]): Need[] => (names.length ? names.map(has) : [count(0)]);

/**
 * A count said next to what it counts ("3 open tickets", "lessons: 3", "no filings"): the number (or, for
 * zero, no / none / zero) within a few words of the noun, so a stray number elsewhere in the reply does not pass.
 */
export function countOf(n: number, noun: string): Need {
  const numRe = n === 0 ? '(?:0|no|none|zero|not any)' : `(?:${n}|${n.toLocaleString('en-US')})`;
  const near = `[^.;\\d]{0,40}?`;
  const re = new RegExp(
    `(?:^|[^\\d.,$])${numRe}(?![\\d]|[.,]\\d)${near}\\b${noun}|\\b${noun}${near}(?:[^\\d.,$])${numRe}(?![\\d]|[.,]\\d)`,
    'i',
  );
  return { label: `${n} ${noun}`, ok: (t) => re.test(t) };
}
