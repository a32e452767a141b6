// The platform's one Stripe webhook (POST /api/stripe/webhook; the older /api/ops/stripe/webhook and
// /api/services/stripe/webhook are aliases of it): the signature is checked by the SDK before anything is read
// (lib/platform/stripe.ts), then the event goes by its type to the area it concerns: Checkout payments to the
// services' orders, Connect account, payout and transfer events here. Each Connect event id is stored in the
// transaction that applies it, so a redelivered event changes nothing; a Checkout payment settles an order once.
import { db } from '../../platform/db';
import { logger } from '../../platform/logger';
import { recordAudit } from '../../platform/audit';
import { verifyStripeEvent, type Stripe } from '../../platform/stripe';
import { lockUserLedger, postTransaction } from '@/lib/royalties';
import { applyCheckoutEvent, CHECKOUT_EVENTS } from '@/lib/services';
import { accountState } from './connect';

const CONNECT_EVENTS = ['account.updated', 'payout.paid', 'payout.failed', 'transfer.reversed', 'transfer.updated'];

/** A signed Stripe event, verified, then handled by the area it concerns; other types are acknowledged. */
export async function handleStripeWebhook(raw: string, signature: string | null) {
  const event = verifyStripeEvent(raw, signature);
  if ((CHECKOUT_EVENTS as readonly string[]).includes(event.type)) return applyCheckoutEvent(event);
  if (CONNECT_EVENTS.includes(event.type)) return applyConnectEvent(event);
  return { received: true, ignored: event.type };
}

/** A verified Connect event: the payee's account state, their bank payouts, reversed payout transfers. */
async function applyConnectEvent(ev: Stripe.Event) {
  const applied = await db.$transaction(async (tx) => {
    const fresh = await tx.stripeEvent.createMany({ data: [{ id: ev.id, type: ev.type }], skipDuplicates: true });
    if (fresh.count === 0) return false;
    if (ev.type === 'account.updated') {
      const a = ev.data.object;
      await tx.stripeConnectAccount.updateMany({ where: { accountId: a.id }, data: accountState(a) });
    } else if (ev.type === 'payout.paid' || ev.type === 'payout.failed') {
      // The connected account's own payout to its bank.
      if (ev.account)
        await tx.stripeConnectAccount.updateMany({
          where: { accountId: ev.account },
          data: { lastBankPayout: ev.type === 'payout.paid' ? 'paid' : 'failed' },
        });
    } else if (ev.type === 'transfer.reversed' || ev.type === 'transfer.updated') {
      const o = ev.data.object;
      const id = String(o.id ?? '');
      const amount = Number(o.amount ?? 0);
      const reversed = Number(o.amount_reversed ?? 0);
      if (!(reversed > 0)) return true;
      const fully = reversed >= amount;
      const t = await tx.stripeTransfer.findUnique({ where: { id } });
      if (!t || t.status === 'reversed') return true;
      // The state read is in the write's where: of two deliveries of one event only one moves it.
      const moved = await tx.stripeTransfer.updateMany({
        where: { id, status: t.status },
        data: { reversedCents: reversed, status: fully ? 'reversed' : t.status },
      });
      if (moved.count !== 1) return true;
      if (fully) {
        // The money came back: the payout did not happen and the amount returns to the payee's balance.
        const p = await tx.payoutRequest.findUnique({ where: { id: t.payoutRequestId } });
        const done = await tx.payoutRequest.updateMany({
          where: { id: t.payoutRequestId, status: 'paid', paidVia: 'stripe' },
          data: { status: 'rejected', rejectionReason: 'The Stripe transfer was reversed.' },
        });
        if (p && done.count === 1) {
          await lockUserLedger(tx, p.userId);
          await postTransaction(tx, {
            kind: 'payout_reversal',
            refType: 'PayoutRequest',
            refId: p.id,
            memo: 'Stripe transfer reversed',
            entries: [
              { userId: null, kind: 'cash', amountCents: -p.amountCents },
              { userId: p.userId, kind: 'payouts', amountCents: p.amountCents },
            ],
          });
          await recordAudit({
            tx,
            actor: null,
            action: 'payout.transfer_reversed',
            target: { type: 'PayoutRequest', id: p.id },
            detail: { transferId: id, eventId: ev.id },
          });
        }
      }
    }
    return true;
  });
  if (!applied) logger.info('stripe event already applied', { id: ev.id });
  return { received: true, duplicate: !applied };
}
