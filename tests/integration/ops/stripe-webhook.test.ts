// One Stripe webhook (#38): /api/stripe/webhook verifies the signature with the SDK against the configured
// secrets and dispatches by event type (Checkout payments to service orders, Connect events to payees'
// accounts); the two older URLs are aliases of it, so endpoints registered at Stripe keep working.
import { db } from '@/lib/platform/db';
import { resetEnvCache } from '@/lib/platform/env';
import * as webhook from '@/app/api/stripe/webhook/route';
import * as opsAlias from '@/app/api/ops/stripe/webhook/route';
import * as servicesAlias from '@/app/api/services/stripe/webhook/route';
import { createOrder } from '@/lib/services/orders';
import { toSessionUser } from '@/lib/platform/auth/session';
import { call, createUser } from '../../helpers/api';
import { signStripeEvent } from '../../helpers/fake-stripe-connect';

const ACCOUNT_SECRET = 'whsec_account_endpoint';
const CONNECT_SECRET = 'whsec_connect_endpoint';

beforeAll(() => {
  process.env.STRIPE_SECRET_KEY = 'sk_test_webhook';
  process.env.STRIPE_WEBHOOK_SECRET = ACCOUNT_SECRET;
  process.env.STRIPE_CONNECT_WEBHOOK_SECRET = CONNECT_SECRET;
  resetEnvCache();
});
afterAll(() => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  delete process.env.STRIPE_CONNECT_WEBHOOK_SECRET;
  resetEnvCache();
});

function send(route: typeof webhook, event: object, secret: string | null) {
  const raw = JSON.stringify(event);
  return call(route.POST, {
    rawBody: raw,
    headers: { 'content-type': 'application/json', 'stripe-signature': secret ? signStripeEvent(raw, secret) : '' },
  });
}

async function unpaidOrderWithSession(session: string) {
  const admin = await createUser('admin');
  const customer = await createUser('artist');
  const offering = await db.serviceOffering.create({
    data: { brand: 'tnm', key: `svc_${session}`, name: 'Mix review', priceCents: 2500, turnaroundDays: 3 },
  });
  const order = await createOrder(toSessionUser(customer), {
    offeringId: offering.id,
    intake: { details: 'Please review my mix' },
  });
  await db.serviceOrder.update({ where: { id: order.id }, data: { stripeSession: session } });
  return { order, admin };
}

const checkoutEvent = (id: string, session: string) => ({
  id,
  object: 'event',
  type: 'checkout.session.completed',
  data: {
    object: { id: session, object: 'checkout.session', payment_status: 'paid', payment_intent: `pi_${session}` },
  },
});

describe('the one Stripe webhook', () => {
  it('settles a Checkout payment signed by either endpoint secret, once, and at every URL', async () => {
    const { order } = await unpaidOrderWithSession('cs_test_one');
    expect((await send(webhook, checkoutEvent('evt_a', 'cs_test_one'), CONNECT_SECRET)).status).toBe(200);
    const paid = await db.serviceOrder.findUniqueOrThrow({ where: { id: order.id } });
    expect(paid).toMatchObject({ paymentStatus: 'paid', paidVia: 'stripe', paymentRef: 'pi_cs_test_one' });
    // Redelivered to the older URLs: nothing more happens.
    expect((await send(opsAlias, checkoutEvent('evt_a', 'cs_test_one'), ACCOUNT_SECRET)).status).toBe(200);
    expect((await send(servicesAlias, checkoutEvent('evt_a', 'cs_test_one'), ACCOUNT_SECRET)).status).toBe(200);
    expect(await db.auditLog.count({ where: { action: 'service_order.paid', entityId: order.id } })).toBe(1);
  });

  it("applies a Connect event at the services' old URL too", async () => {
    const payee = await createUser('artist');
    await db.stripeConnectAccount.create({
      data: { userId: payee.id, accountId: 'acct_webhook1', detailsSubmitted: false, payoutsEnabled: false },
    });
    const event = {
      id: 'evt_acct',
      object: 'event',
      type: 'account.updated',
      data: {
        object: {
          id: 'acct_webhook1',
          object: 'account',
          details_submitted: true,
          payouts_enabled: true,
          capabilities: { transfers: 'active' },
          requirements: { currently_due: [], past_due: [], disabled_reason: null },
        },
      },
    };
    expect((await send(servicesAlias, event, ACCOUNT_SECRET)).status).toBe(200);
    const row = await db.stripeConnectAccount.findUniqueOrThrow({ where: { userId: payee.id } });
    expect(row).toMatchObject({ detailsSubmitted: true, payoutsEnabled: true, transfersActive: true });
  });

  it('refuses a forged or unsigned event and changes nothing; acknowledges types it does not handle', async () => {
    const { order } = await unpaidOrderWithSession('cs_test_forged');
    for (const secret of ['whsec_someone_else', null]) {
      const res = await send(webhook, checkoutEvent('evt_f', 'cs_test_forged'), secret);
      expect(res.status).toBe(400);
    }
    expect((await db.serviceOrder.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe(
      'awaiting_payment',
    );
    const other = await send(
      webhook,
      { id: 'evt_o', object: 'event', type: 'customer.created', data: { object: {} } },
      ACCOUNT_SECRET,
    );
    expect(other.status).toBe(200);
    expect(other.json).toEqual({ received: true, ignored: 'customer.created' });
  });
});
