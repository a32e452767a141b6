// The double-entry ledger: every money movement is a transaction whose entries sum to zero; a user's
// balance is the sum of the entries on their accounts (earnings credit, payouts debit, adjustments).
import type { Client, Tx } from '../platform/db';
import type { LedgerAccountKind } from '../generated/prisma/enums';

const USER_ACCOUNT_KINDS = ['earnings', 'payouts', 'adjustments'] as const satisfies readonly LedgerAccountKind[];
type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number];

interface EntryInput {
  /** A user's account, or the platform's (userId null) */
  userId: string | null;
  kind: LedgerAccountKind;
  amountCents: bigint | number;
}

export interface TransactionInput {
  kind: string;
  memo?: string;
  refType?: string;
  refId?: string;
  entries: EntryInput[];
}

const isUserKind = (k: LedgerAccountKind): k is UserAccountKind =>
  (USER_ACCOUNT_KINDS as readonly string[]).includes(k);

/** The id of an account, created on first use (platform accounts have fixed ids). */
async function ledgerAccountId(tx: Tx, userId: string | null, kind: LedgerAccountKind): Promise<string> {
  if (userId === null) {
    if (isUserKind(kind)) throw new Error(`${kind} is a user account`);
    const id = `platform_${kind}`;
    await tx.ledgerAccount.upsert({ where: { id }, create: { id, kind }, update: {} });
    return id;
  }
  if (!isUserKind(kind)) throw new Error(`${kind} is a platform account`);
  const acc = await tx.ledgerAccount.upsert({
    where: { userId_kind: { userId, kind } },
    create: { userId, kind },
    update: {},
    select: { id: true },
  });
  return acc.id;
}

/** Records a balanced transaction. Throws when the entries do not sum to zero. */
export async function postTransaction(tx: Tx, input: TransactionInput): Promise<string> {
  const entries = input.entries.filter((e) => BigInt(e.amountCents) !== 0n);
  const sum = entries.reduce((s, e) => s + BigInt(e.amountCents), 0n);
  if (sum !== 0n) throw new Error(`ledger transaction ${input.kind} is unbalanced by ${sum} cents`);
  const accountIds = await Promise.all(entries.map((e) => ledgerAccountId(tx, e.userId, e.kind)));
  const t = await tx.ledgerTransaction.create({
    data: {
      kind: input.kind,
      memo: input.memo ?? '',
      refType: input.refType,
      refId: input.refId,
      entries: { create: entries.map((e, i) => ({ accountId: accountIds[i], amountCents: BigInt(e.amountCents) })) },
    },
    select: { id: true },
  });
  return t.id;
}

/** A user's balance in cents: the sum of every entry on their accounts. */
export async function balanceCents(tx: Client, userId: string): Promise<bigint> {
  const agg = await tx.ledgerEntry.aggregate({ where: { account: { userId } }, _sum: { amountCents: true } });
  return agg._sum.amountCents ?? 0n;
}

/**
 * Locks a user's ledger for the rest of the transaction (a row lock on their earnings account), so
 * two payout requests on one balance are decided one after the other.
 */
export async function lockUserLedger(tx: Tx, userId: string): Promise<void> {
  const id = await ledgerAccountId(tx, userId, 'earnings');
  await tx.$queryRaw`SELECT id FROM "LedgerAccount" WHERE id = ${id} FOR UPDATE`;
}

/** Credits earnings to users (one balanced transaction: platform store receipts on the other side). */
export async function creditEarnings(
  tx: Tx,
  credits: Map<string, number>,
  ref: { refType: string; refId: string; memo: string },
): Promise<void> {
  let total = 0n;
  const entries: EntryInput[] = [];
  for (const [userId, cents] of credits) {
    if (cents === 0) continue;
    entries.push({ userId, kind: 'earnings', amountCents: cents });
    total += BigInt(cents);
  }
  if (entries.length === 0) return;
  entries.push({ userId: null, kind: 'store_receipts', amountCents: -total });
  await postTransaction(tx, { kind: 'earnings', ...ref, entries });
}
