// Shared pieces of the third outsider set: the question shape (numbered, split into tune and held-out
// halves by the assembler) and the extra reply tests its checkers need beyond ../outsider/needs.
import { db } from '@/lib/platform/db';
import { count, has, money, oneOf, type Need } from '../outsider/needs';

export * from '../outsider/needs';

/** A question before numbering: its area, the text as an admin types it, and its checker. */
export interface Ask {
  domain: string;
  q: string;
  expect: () => Promise<Need[]>;
}

/** An honest "the data cannot answer this" reply: a refusal phrase and no made-up dollar figure. */
export const declines: Need = {
  label: 'an honest cannot/no data answer',
  ok: (t) =>
    /(can'?t|cannot|can not|don'?t have|do not have|doesn'?t (have|track|record|include|hold)|does not (have|track|record|include|hold)|no data|not (available|tracked|recorded|stored|something)|isn'?t (available|tracked|recorded)|unable|no information|not able|no record|outside what|beyond what)/i.test(
      t.replace(/[\u2019]/g, "'"),
    ) && !/\$\s?\d/.test(t),
};

/** Any of several money figures (different honest definitions of the same figure). */
export const anyMoney = (...cents: (number | bigint)[]): Need => oneOf(...cents.map((c) => money(c)));
/** Any of several counts. */
export const anyCount = (...ns: number[]): Need => oneOf(...[...new Set(ns)].map((n) => count(n)));
/** Every text of a list, each as its own need. */
export const each = (items: string[]): Need[] => items.map((s) => has(s));
/** A status value as a person writes it: in_progress, "in progress" or "in-progress". */
export const status = (s: string): Need => oneOf(has(s), has(s.replace(/_/g, ' ')), has(s.replace(/_/g, '-')));

/** A user's ledger balance in cents: the sum of the entries on every account they own. */
export async function balanceOf(userId: string): Promise<number> {
  const a = await db.ledgerEntry.aggregate({ where: { account: { userId } }, _sum: { amountCents: true } });
  return Number(a._sum.amountCents ?? 0n);
}
/** Every user balance together (what the platform owes its payees). */
export async function allBalances(): Promise<number> {
  const a = await db.ledgerEntry.aggregate({
    where: { account: { userId: { not: null } } },
    _sum: { amountCents: true },
  });
  return Number(a._sum.amountCents ?? 0n);
}
export const uid = async (email: string) => (await db.user.findUniqueOrThrow({ where: { email } })).id;
