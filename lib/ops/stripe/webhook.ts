// POST /api/ops/stripe/webhook: Connect events, signature checked before anything is read. Each event id
// is stored in the transaction that applies it, so a redelivered event changes nothing.
import { db } from '../../platform/db';
import { env } from '../../platform/env';
import { BadRequest } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { recordAudit } from '../../platform/audit';
import { lockUserLedger, postTransaction } from '@/lib/royalties';
import { verifyStripeSignature } from './client';
import { accountState, type StripeAccountObject } from './connect';

interface StripeEventBody {
  id: string;
  type: string;
  account?: string;
  data: { object: Record<string, unknown> };
}

function parseEvent(raw: string): StripeEventBody {
  let e: unknown;
  try {
    e = JSON.parse(raw);
  } catch {
    throw new BadRequest('The event is not valid JSON.');
  }
  const ev = e as StripeEventBody;
  if (!ev || typeof ev.id !== 'string' || typeof ev.type !== 'string' || typeof ev.data?.object !== 'object')
    throw new BadRequest('The event has no id, type or object.');
  return ev;
}

export async function handleConnectWebhook(raw: string, signature: string | null) {
  const secret = env().STRIPE_CONNECT_WEBHOOK_SECRET;
  if (!secret) throw new BadRequest('Stripe webhooks are not configured on this platform.');
  if (!verifyStripeSignature(raw, signature, secret)) throw new BadRequest('The Stripe signature does not match.');
  const ev = parseEvent(raw);
  const applied = await db.$transaction(async (tx) => {
    const fresh = await tx.stripeEvent.createMany({ data: [{ id: ev.id, type: ev.type }], skipDuplicates: true });
    if (fresh.count === 0) return false;
    const o = ev.data.object;
    if (ev.type === 'account.updated') {
      const a = o as StripeAccountObject;
      await tx.stripeConnectAccount.updateMany({ where: { accountId: a.id }, data: accountState(a) });
    } else if (ev.type === 'payout.paid' || ev.type === 'payout.failed') {
      // The connected account's own payout to its bank.
      if (ev.account)
        await tx.stripeConnectAccount.updateMany({
          where: { accountId: ev.account },
          data: { lastBankPayout: ev.type === 'payout.paid' ? 'paid' : 'failed' },
        });
    } else if (ev.type === 'transfer.reversed' || ev.type === 'transfer.updated') {
      const id = String(o.id ?? '');
      const amount = Number(o.amount ?? 0);
      const reversed = Number(o.amount_reversed ?? 0);
      if (!(reversed > 0)) return true;
      const fully = reversed >= amount;
      const t = await tx.stripeTransfer.findUnique({ where: { id } });
      if (!t || t.status === 'reversed') return true;
      await tx.stripeTransfer.update({
        where: { id },
        data: { reversedCents: reversed, status: fully ? 'reversed' : t.status },
      });
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
