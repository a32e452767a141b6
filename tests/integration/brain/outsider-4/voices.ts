// The fourth outsider set's shared pieces: the four voices' questions interleaved into one numbered list
// (each round of four starts with a different voice, so both halves hold every voice), and the needs this
// set adds to outsider/needs.ts (percentages, dates, honest refusals).
import { db } from '@/lib/platform/db';
import { count as anyCount, has, oneOf, type Need, type Question } from '../outsider/needs';

export interface SplitQuestion extends Question {
  id: number;
  half: 'tune' | 'heldout';
}

/** Interleaves the voices' lists (all the same length): id 1.., odd ids tune, even ids heldout. */
export function interleave(voices: Question[][]): SplitQuestion[] {
  const out: SplitQuestion[] = [];
  const rounds = voices[0].length;
  for (let i = 0; i < rounds; i++)
    for (let k = 0; k < voices.length; k++) {
      const item = voices[(k + i) % voices.length][i];
      const id = out.length + 1;
      out.push({ ...item, id, half: id % 2 ? 'tune' : 'heldout' });
    }
  return out;
}

/**
 * A count. Zero may be said as no / none (outsider/needs.ts), but the assistant's "I don't know anything
 * relevant to ..." fallback is no answer: its "no memory ... (no data)" must not pass for a zero.
 */
export const count = (n: number): Need => {
  const need = anyCount(n);
  if (n !== 0) return need;
  return { label: need.label, ok: (t) => need.ok(t) && !/don['\u2019]t know anything relevant/i.test(t) };
};

/** A percentage, rounded to a whole number or to one decimal, with or without a space before %. */
export const percent = (p: number): Need => {
  const forms = [...new Set([String(Math.round(p)), p.toFixed(1), p.toFixed(2)])];
  return {
    label: `${p.toFixed(1)} %`,
    ok: (t) => forms.some((f) => new RegExp(`(^|[^\\d.])${f.replace('.', '\\.')}\\s?%`).test(t)),
  };
};

/** A calendar day (UTC): 2026-03-06, March 6, Mar 6, 6 March, 3/6/2026. */
export const date = (d: Date): Need => {
  const iso = d.toISOString().slice(0, 10);
  const long = d.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  const short = d.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  const day = d.getUTCDate();
  const us = `${d.getUTCMonth() + 1}/${day}/${d.getUTCFullYear()}`;
  const re = new RegExp(`\\b(${long}|${short}\\.?) ${day}(?!\\d)|\\b${day}(st|nd|rd|th)? (${long}|${short})\\b`, 'i');
  return { label: iso, ok: (t) => t.includes(iso) || t.includes(us) || re.test(t) };
};

/** An honest "the data does not say" answer (no invented figure asked for). */
export const declines: Need = {
  label: 'an honest cannot / no data answer',
  ok: (t) =>
    /\b(can't|cannot|can not|couldn't|could not|don't have|do not have|doesn't have|does not have|no data|not available|unavailable|isn't available|not tracked|don't track|do not track|doesn't track|does not track|isn't tracked|no record|unable|no information|not recorded|don't know|do not know|not something|no way to|not (stored|captured|collected|kept|part of))\b/i.test(
      t.replace(/[\u2019]/g, "'"),
    ) || /\bno\b.{0,40}\b(yet|recorded|data|on file|tracked|available)\b/i.test(t),
};

export { has, oneOf };

export const startOfMonth = () => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
};
export const userIdByEmail = async (email: string) => (await db.user.findUniqueOrThrow({ where: { email } })).id;
export const release = (title: string) => db.release.findFirstOrThrow({ where: { title } });
