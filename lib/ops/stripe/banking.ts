// /admin-banking-stripe: whether Stripe is set up with the counts, then the connected accounts and the payout
// transfers, each a page at a time.
import { db } from '../../platform/db';
import { stripeConfigured, stripeWebhooksConfigured } from '../../platform/stripe';
import { paginate, type PageQuery } from '../../platform/paging';
import { accountView } from './connect';

const READY = { payoutsEnabled: true, transfersActive: true };

export async function getBankingOverview() {
  const [accounts, ready, transfers] = await Promise.all([
    db.stripeConnectAccount.count(),
    db.stripeConnectAccount.count({ where: READY }),
    db.stripeTransfer.count(),
  ]);
  return {
    configured: stripeConfigured(),
    webhookConfigured: stripeWebhooksConfigured(),
    counts: { accounts, ready, transfers },
  };
}

/** Payees' connected accounts, the latest change first. */
export async function listConnectedAccounts(q: PageQuery) {
  return paginate(
    q,
    // An account is keyed by its payee (no id column): the payee's id is the cursor.
    async ({ cursor, ...page }) =>
      (
        await db.stripeConnectAccount.findMany({
          orderBy: [{ updatedAt: 'desc' }, { userId: 'desc' }],
          ...page,
          ...(cursor ? { cursor: { userId: cursor.id } } : {}),
        })
      ).map((a) => ({ ...a, id: a.userId })),
    () => db.stripeConnectAccount.count(),
    async (accounts) => {
      const users = await db.user.findMany({
        where: { id: { in: accounts.map((a) => a.userId) } },
        select: { id: true, name: true, email: true },
      });
      const userById = new Map(users.map((u) => [u.id, u]));
      return accounts.map((a) => ({
        id: a.userId,
        ...accountView(a),
        payee: userById.get(a.userId) ?? { id: a.userId, name: 'Deleted user', email: '' },
      }));
    },
  );
}

/** Payout transfers made through Stripe, newest first. */
export async function listStripeTransfers(q: PageQuery) {
  return paginate(
    q,
    (page) => db.stripeTransfer.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...page }),
    () => db.stripeTransfer.count(),
    async (transfers) => {
      const payouts = await db.payoutRequest.findMany({
        where: { id: { in: transfers.map((t) => t.payoutRequestId) } },
        select: { id: true, user: { select: { name: true, email: true } } },
      });
      const payeeByPayout = new Map(payouts.map((p) => [p.id, p.user]));
      return transfers.map((t) => ({
        id: t.id,
        payoutRequestId: t.payoutRequestId,
        amountCents: t.amountCents,
        currency: t.currency,
        status: t.status,
        reversedCents: t.reversedCents,
        createdAt: t.createdAt,
        payee: payeeByPayout.get(t.payoutRequestId) ?? null,
      }));
    },
  );
}
