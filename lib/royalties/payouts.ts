// Payout methods and payout requests. A request debits the artist's ledger at once (so the balance
// can never be spent twice) under a row lock on their ledger; rejection reverses it; payment settles it.
import { env } from '../platform/env';
import { createPayoutTransfer, payableStripeAccount, payableStripeUsers, recordPayoutTransfer } from '@/lib/ops'; // ops
import { payeesWithTaxDetails, TAX_DETAILS_MISSING } from '@/lib/ops'; // ops
import { notifyPayoutEvent } from '@/lib/comms'; // comms
import { db } from '../platform/db';
import { BadRequest, Conflict, NotFound } from '../platform/errors';
import type { SessionUser } from '../platform/auth/session';
import { recordAudit } from '../platform/audit';
import { balanceCents, lockUserLedger, postTransaction } from './ledger';
import { payoutScope } from './access';
import { encryptField, maskAccount, maskEmail } from '../platform/security/crypto';
import type { AdminPayoutsQuery, PayoutMethodInput } from './schema';
import { paginate, type PageQuery, newestFirst } from '../platform/paging';
import type { Prisma } from '../generated/prisma/client';
import { formatMoney } from '../platform/format';

/** Smallest payout an artist may request, in cents (PAYOUT_MINIMUM_CENTS, default $25). */
export function payoutMinimumCents(): number {
  const v = Number(env().PAYOUT_MINIMUM_CENTS ?? 2_500);
  return Number.isSafeInteger(v) && v >= 0 ? v : 2_500;
}

export async function getPayoutMethod(userId: string) {
  const m = await db.payoutMethod.findUnique({ where: { userId } });
  if (!m) return { method: null };
  return {
    method: {
      type: m.type,
      holderName: m.holderName,
      bankName: m.bankName,
      masked: m.masked,
      currency: m.currency,
      stripeConnected: !!m.stripeAccountId,
      updatedAt: m.updatedAt,
    },
  };
}

export async function setPayoutMethod(user: SessionUser, input: PayoutMethodInput) {
  const data =
    input.type === 'bank'
      ? {
          type: input.type,
          holderName: input.holderName,
          bankName: input.bankName,
          accountNumberEnc: encryptField(input.accountNumber.replace(/\s/g, '')),
          routingNumberEnc: input.routingNumber ? encryptField(input.routingNumber) : null,
          paypalEmailEnc: null,
          masked: `${input.bankName} ${maskAccount(input.accountNumber)}`,
          currency: input.currency,
        }
      : {
          type: input.type,
          holderName: input.holderName,
          bankName: '',
          accountNumberEnc: null,
          routingNumberEnc: null,
          paypalEmailEnc: encryptField(input.paypalEmail),
          masked: `PayPal ${maskEmail(input.paypalEmail)}`,
          currency: input.currency,
        };
  await db.$transaction(async (tx) => {
    await tx.payoutMethod.upsert({ where: { userId: user.id }, create: { userId: user.id, ...data }, update: data });
    await recordAudit({
      tx,
      actor: user.id,
      action: 'payout_method.set',
      target: { type: 'PayoutMethod', id: user.id },
      detail: { type: input.type },
    });
  });
  return getPayoutMethod(user.id);
}

function toPayoutView(p: {
  id: string;
  amountCents: number;
  status: string;
  createdAt: Date;
  paidAt: Date | null;
  paidVia: string | null;
  paymentRef: string | null;
  methodSummary: string;
  rejectionReason: string | null;
}) {
  return {
    id: p.id,
    amountCents: p.amountCents,
    amount: p.amountCents / 100,
    status: p.status,
    createdAt: p.createdAt,
    paidAt: p.paidAt,
    paidVia: p.paidVia,
    paymentRef: p.paymentRef,
    methodSummary: p.methodSummary,
    rejectionReason: p.rejectionReason,
  };
}

/** The balance a user can request as a payout (their ledger's sum), as the payouts page shows it. */
export async function availableBalanceCents(userId: string): Promise<number> {
  return Number(await balanceCents(db, userId));
}

/** The artist's payout requests, newest first, one page at a time, with the balance they can still request. */
export async function listMyPayouts(userId: string, q: PageQuery) {
  const [page, balance] = await Promise.all([
    paginate(
      q,
      (args) =>
        db.payoutRequest.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...args }),
      () => db.payoutRequest.count({ where: { userId } }),
      (rows) => rows.map(toPayoutView),
    ),
    balanceCents(db, userId),
  ]);
  return { ...page, availableCents: Number(balance), minimumCents: payoutMinimumCents() };
}

/**
 * Requests a payout. The same idempotency key returns the first request instead of a second one;
 * concurrent requests on one balance are decided one at a time under the ledger lock.
 */
export async function requestPayout(user: SessionUser, input: { amountCents: number; idempotencyKey: string }) {
  const min = payoutMinimumCents();
  if (input.amountCents < min) throw new BadRequest(`The smallest payout is ${formatMoney(min)}.`);
  if ((await payeesWithTaxDetails([user.id])).size === 0)
    throw new BadRequest('Give your tax details (W-9 or W-8BEN) before your first payout.');
  const stored = await db.payoutMethod.findUnique({ where: { userId: user.id }, select: { masked: true } });
  const stripeAccount = stored ? null : await payableStripeAccount(user.id);
  const method = stored ?? (stripeAccount ? { masked: 'Stripe Connect account' } : null);
  if (!method) throw new BadRequest('Add a payout method or connect a Stripe account first (Artist payout setup).');
  return db.$transaction(async (tx) => {
    await lockUserLedger(tx, user.id);
    const existing = await tx.payoutRequest.findUnique({
      where: { userId_idempotencyKey: { userId: user.id, idempotencyKey: input.idempotencyKey } },
    });
    if (existing) {
      if (existing.amountCents !== input.amountCents)
        throw new Conflict('This idempotency key was used for a different amount.');
      return { replayed: true, payout: toPayoutView(existing) };
    }
    const balance = await balanceCents(tx, user.id);
    if (BigInt(input.amountCents) > balance)
      throw new BadRequest(`The payout is above your available balance of ${formatMoney(Number(balance))}.`);
    const payout = await tx.payoutRequest.create({
      data: {
        userId: user.id,
        amountCents: input.amountCents,
        idempotencyKey: input.idempotencyKey,
        methodSummary: method.masked,
      },
    });
    await postTransaction(tx, {
      kind: 'payout_request',
      refType: 'PayoutRequest',
      refId: payout.id,
      memo: 'Payout requested',
      entries: [
        { userId: user.id, kind: 'payouts', amountCents: -input.amountCents },
        { userId: null, kind: 'payouts_payable', amountCents: input.amountCents },
      ],
    });
    await recordAudit({
      tx,
      actor: user.id,
      action: 'payout.request',
      target: { type: 'PayoutRequest', id: payout.id },
      detail: { amountCents: input.amountCents },
    });
    return { replayed: false, payout: toPayoutView(payout) };
  });
}

/** Payout requests for /payments, newest first, one page at a time. */
export async function listPayoutsForAdmin(q: AdminPayoutsQuery) {
  const where: Prisma.PayoutRequestWhereInput = q.status ? { status: q.status } : {};
  return paginate(
    q,
    (page) =>
      db.payoutRequest.findMany({
        where,
        ...newestFirst(page),
        include: { user: { select: { id: true, name: true, email: true } } },
      }),
    () => db.payoutRequest.count({ where }),
    async (rows) => {
      const userIds = [...new Set(rows.map((p) => p.userId))];
      const [taxReady, stripeReady] = await Promise.all([payeesWithTaxDetails(userIds), payableStripeUsers(userIds)]);
      return rows.map((p) => ({
        ...toPayoutView(p),
        user: { id: p.user.id, name: p.user.name, email: p.user.email },
        stripeReady: stripeReady.has(p.userId),
        taxReady: taxReady.has(p.userId),
        waitingFor: taxReady.has(p.userId) ? null : TAX_DETAILS_MISSING,
      }));
    },
  );
}

type Decision =
  { action: 'approve' } | { action: 'reject'; reason: string } | { action: 'mark_paid'; reference?: string };

/** Approve, reject (the amount returns to the balance) or mark paid (Stripe transfer or manual). */
export async function decidePayout(admin: SessionUser, id: string, d: Decision) {
  const p = await db.payoutRequest.findFirst({ where: { id, ...payoutScope(admin) } });
  if (!p) throw new NotFound('Payout request not found');
  if (d.action !== 'reject' && (await payeesWithTaxDetails([p.userId])).size === 0)
    throw new Conflict(`This payout cannot go ahead yet. ${TAX_DETAILS_MISSING}`);
  if (d.action === 'approve') {
    await db.$transaction(async (tx) => {
      const done = await tx.payoutRequest.updateMany({
        where: { id, ...payoutScope(admin), status: 'requested' },
        data: { status: 'approved', reviewedById: admin.id, reviewedAt: new Date() },
      });
      if (done.count !== 1) throw new Conflict(`This payout is ${p.status}; only a requested payout can be approved.`);
      await recordAudit({ tx, actor: admin.id, action: 'payout.approve', target: { type: 'PayoutRequest', id: id } });
    });
  } else if (d.action === 'reject') {
    await db.$transaction(async (tx) => {
      const done = await tx.payoutRequest.updateMany({
        where: { id, ...payoutScope(admin), status: { in: ['requested', 'approved'] } },
        data: { status: 'rejected', rejectionReason: d.reason, reviewedById: admin.id, reviewedAt: new Date() },
      });
      if (done.count !== 1) throw new Conflict(`This payout is ${p.status}; it can no longer be rejected.`);
      await postTransaction(tx, {
        kind: 'payout_reversal',
        refType: 'PayoutRequest',
        refId: id,
        memo: `Payout rejected: ${d.reason}`,
        entries: [
          { userId: p.userId, kind: 'payouts', amountCents: p.amountCents },
          { userId: null, kind: 'payouts_payable', amountCents: -p.amountCents },
        ],
      });
      await recordAudit({
        tx,
        actor: admin.id,
        action: 'payout.reject',
        target: { type: 'PayoutRequest', id },
        detail: { reason: d.reason },
      });
    });
  } else {
    if (p.status !== 'approved') throw new Conflict(`This payout is ${p.status}; approve it before marking it paid.`);
    const account = await payableStripeAccount(p.userId);
    let via = 'manual';
    let ref = d.reference?.trim() || null;
    let transfer: Awaited<ReturnType<typeof createPayoutTransfer>> | null = null;
    if (account) {
      // Idempotency key = the request's id: paying again after a failed commit reuses the same transfer.
      transfer = await createPayoutTransfer(p, account.accountId);
      via = 'stripe';
      ref = transfer.id;
    } else if (!ref)
      throw new BadRequest('Enter the reference of the manual payment (bank transfer or PayPal transaction id).');
    await db.$transaction(async (tx) => {
      const done = await tx.payoutRequest.updateMany({
        where: { id, ...payoutScope(admin), status: 'approved' },
        data: { status: 'paid', paidAt: new Date(), paidVia: via, paymentRef: ref },
      });
      if (done.count !== 1) throw new Conflict('This payout was already settled.');
      if (transfer) await recordPayoutTransfer(tx, id, transfer);
      await postTransaction(tx, {
        kind: 'payout_paid',
        refType: 'PayoutRequest',
        refId: id,
        memo: via === 'stripe' ? 'Paid by Stripe Connect transfer' : 'Paid manually',
        entries: [
          { userId: null, kind: 'payouts_payable', amountCents: -p.amountCents },
          { userId: null, kind: 'cash', amountCents: p.amountCents },
        ],
      });
      await recordAudit({
        tx,
        actor: admin.id,
        action: 'payout.paid',
        target: { type: 'PayoutRequest', id },
        detail: { via, ref },
      });
    });
  }
  if (d.action !== 'approve') await notifyPayoutEvent(id); // comms: payout sent or failed
  return toPayoutView((await db.payoutRequest.findUnique({ where: { id } }))!);
}
