// The order engine through its route handlers: intake validation, the state machine, both payment
// paths (Stripe Checkout against a local fake of Stripe's HTTP API; a manual payment), refunds and
// affiliate commissions on the ledger.
import Stripe from 'stripe';
import { resetEnvCache } from '@/lib/platform/env';
import { db } from '@/lib/platform/db';
import * as ordersRoute from '@/app/api/services/orders/route';
import * as orderRoute from '@/app/api/services/orders/[id]/route';
import * as messagesRoute from '@/app/api/services/orders/[id]/messages/route';
import * as checkoutRoute from '@/app/api/services/orders/[id]/checkout/route';
import * as returnRoute from '@/app/api/services/checkout/return/route';
import * as webhookRoute from '@/app/api/services/stripe/webhook/route';
import * as offeringsRoute from '@/app/api/services/offerings/route';
import * as offeringRoute from '@/app/api/services/offerings/[id]/route';
import * as dashboardRoute from '@/app/api/services/dashboard/route';
import * as affiliatesRoute from '@/app/api/affiliates/route';
import * as referralRoute from '@/app/r/[code]/route';
import { createOrder } from '@/lib/services/orders';
import { toSessionUser } from '@/lib/platform/auth/session';
import { balanceCents } from '@/lib/royalties/ledger';
import { referralCodeFromRequest } from '@/lib/services/affiliates/cookie';
import { call, createUser } from '../../helpers/api';
import { startFakeStripe, type FakeStripe } from '../../helpers/fake-stripe';

jest.setTimeout(120_000);

let admin: Awaited<ReturnType<typeof createUser>>;
let artist: Awaited<ReturnType<typeof createUser>>;
let epkId: string;

async function offering(body: Record<string, unknown>) {
  const res = await call(offeringsRoute.POST, {
    as: admin,
    body: {
      brand: 'tnm',
      description: '',
      requirements: '',
      deliverables: '',
      turnaroundDays: 5,
      commissionBps: 1000,
      ...body,
    },
  });
  expect(res.status).toBe(201);
  return res.json.id as string;
}

const act = (as: typeof admin, id: string, body: object) => call(orderRoute.POST, { as, params: { id }, body });

beforeAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_API_BASE;
  resetEnvCache();
  admin = await createUser('admin');
  artist = await createUser('artist');
  epkId = await offering({ key: 'epk', name: 'Electronic Press Kit', priceCents: 14900 });
});

describe('intake and catalog', () => {
  it('validates the intake per service with field-level errors and writes nothing', async () => {
    const before = await db.serviceOrder.count();
    const res = await call(ordersRoute.POST, {
      as: artist,
      body: { offeringId: epkId, intake: { artistName: '', pressContact: 'not-an-email' } },
    });
    expect(res.status).toBe(400);
    expect(res.json.issues.map((i: { path: string }) => i.path).sort()).toEqual(['artistName', 'pressContact']);
    expect(await db.serviceOrder.count()).toBe(before);
  });

  it('refuses orders for a switched-off service with a 409', async () => {
    const id = await offering({ key: 'paused', name: 'Paused service', priceCents: 100 });
    expect((await call(offeringRoute.PATCH, { as: admin, params: { id }, body: { active: false } })).status).toBe(200);
    const res = await call(ordersRoute.POST, {
      as: artist,
      body: { offeringId: id, intake: { details: 'Please help' } },
    });
    expect(res.status).toBe(409);
    expect(res.json.error).toMatch(/not available/);
  });

  it('only admins edit the catalog', async () => {
    const res = await call(offeringRoute.PATCH, { as: artist, params: { id: epkId }, body: { priceCents: 1 } });
    expect(res.status).toBe(403);
  });
});

describe('state machine with a manual payment', () => {
  let orderId: string;
  it('walks submitted -> in_progress -> delivered -> accepted, refusing steps out of order', async () => {
    const placed = await call(ordersRoute.POST, {
      as: artist,
      body: { offeringId: epkId, intake: { artistName: 'Rae Sol', pressContact: 'press@raesol.test' } },
    });
    expect(placed.status).toBe(201);
    expect(placed.json).toMatchObject({ status: 'submitted', paymentStatus: 'awaiting_payment', amountCents: 14900 });
    orderId = placed.json.id;

    // Not paid yet: work cannot start; the customer cannot accept; a stranger sees nothing.
    const early = await act(admin, orderId, { action: 'start' });
    expect(early.status).toBe(409);
    expect(early.json.error).toMatch(/not been paid/);
    expect((await act(artist, orderId, { action: 'accept' })).status).toBe(409);
    const stranger = await createUser('artist');
    expect((await call(orderRoute.GET, { as: stranger, params: { id: orderId } })).status).toBe(404);
    expect((await act(stranger, orderId, { action: 'cancel' })).status).toBe(404);
    // Only staff record payments; a refund of an unpaid order is refused.
    expect((await act(artist, orderId, { action: 'record_payment', reference: 'BANK-1' })).status).toBe(404);
    const refundUnpaid = await act(admin, orderId, { action: 'refund', reason: '' });
    expect(refundUnpaid.status).toBe(409);
    expect(refundUnpaid.json.error).toMatch(/not been paid/);

    const paid = await act(admin, orderId, { action: 'record_payment', reference: 'BANK-1' });
    expect(paid.status).toBe(200);
    expect(paid.json).toMatchObject({ paymentStatus: 'paid', paidVia: 'manual', paymentRef: 'BANK-1' });
    expect((await act(admin, orderId, { action: 'record_payment', reference: 'BANK-2' })).status).toBe(409);

    const started = await act(admin, orderId, { action: 'start' });
    expect(started.json).toMatchObject({ status: 'in_progress', assignee: { id: admin.id } });
    expect((await act(admin, orderId, { action: 'start' })).status).toBe(409);
    // The customer cannot deliver their own order.
    expect((await act(artist, orderId, { action: 'deliver', message: 'done' })).status).toBe(404);

    const delivered = await act(admin, orderId, { action: 'deliver', message: 'Your EPK is live.' });
    expect(delivered.json.status).toBe('delivered');
    const revised = await act(artist, orderId, { action: 'revise', message: 'Please add my tour dates.' });
    expect(revised.json.status).toBe('in_progress');
    await act(admin, orderId, { action: 'deliver', message: 'Tour dates added.' });
    const accepted = await act(artist, orderId, { action: 'accept' });
    expect(accepted.json.status).toBe('accepted');
    expect((await act(artist, orderId, { action: 'cancel', reason: '' })).status).toBe(409);

    const msgs = await call(messagesRoute.GET, { as: artist, params: { id: orderId } });
    expect(msgs.json.map((m: { body: string }) => m.body)).toEqual(
      expect.arrayContaining(['Your EPK is live.', 'Changes requested: Please add my tour dates.']),
    );
    const audit = await db.auditLog.findMany({ where: { entityId: orderId }, select: { action: true } });
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'service_order.create',
        'service_order.paid',
        'service_order.start',
        'service_order.deliver',
        'service_order.accept',
      ]),
    );
    const mail = await db.outboxEmail.findMany({ where: { to: artist.email }, select: { subject: true } });
    expect(mail.map((m) => m.subject).join('\n')).toMatch(/received your order[\s\S]*Payment received[\s\S]*is ready/);
  });

  it('runs two concurrent starts into one success and one 409', async () => {
    const o = await call(ordersRoute.POST, {
      as: artist,
      body: { offeringId: epkId, intake: { artistName: 'Rae Sol', pressContact: 'press@raesol.test' } },
    });
    await act(admin, o.json.id, { action: 'record_payment', reference: 'CASH-9' });
    const results = await Promise.all([
      act(admin, o.json.id, { action: 'start' }),
      act(admin, o.json.id, { action: 'start' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('lets a customer cancel an unpaid order, not a paid one', async () => {
    const o = await call(ordersRoute.POST, {
      as: artist,
      body: { offeringId: epkId, intake: { artistName: 'Rae Sol', pressContact: 'press@raesol.test' } },
    });
    expect((await act(artist, o.json.id, { action: 'cancel', reason: 'changed my mind' })).json.status).toBe(
      'cancelled',
    );
    const p = await call(ordersRoute.POST, {
      as: artist,
      body: { offeringId: epkId, intake: { artistName: 'Rae Sol', pressContact: 'press@raesol.test' } },
    });
    await act(admin, p.json.id, { action: 'record_payment', reference: 'CASH-10' });
    const refused = await act(artist, p.json.id, { action: 'cancel', reason: '' });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatch(/refund/);
  });

  it('shows staff the queue with SLA and revenue per service', async () => {
    const res = await call(dashboardRoute.GET, { as: admin });
    expect(res.status).toBe(200);
    const epk = res.json.revenue.find((r: { id: string }) => r.id === epkId);
    expect(epk.revenueCents).toBe(14900 * 3);
    expect(epk.slaDays).toBe(5);
    expect(res.json.items.length).toBeGreaterThan(0);
  });
});

describe('Stripe Checkout (fake Stripe at the network boundary) and affiliate commissions', () => {
  let fake: FakeStripe;
  const secret = 'whsec_test_secret';
  beforeAll(async () => {
    fake = await startFakeStripe();
    process.env.STRIPE_SECRET_KEY = 'sk_test_services';
    process.env.STRIPE_API_BASE = fake.base;
    process.env.STRIPE_WEBHOOK_SECRET = secret;
    resetEnvCache();
  });
  afterAll(async () => {
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_API_BASE;
    delete process.env.STRIPE_WEBHOOK_SECRET;
    resetEnvCache();
    await fake.close();
  });

  it('pays through Checkout, credits the referring affiliate, and reverses it on refund', async () => {
    const affUser = await createUser('artist');
    const joined = await call(affiliatesRoute.POST, { as: affUser });
    expect(joined.status).toBe(201);
    const code = joined.json.affiliate.code as string;
    expect(joined.json.affiliate.link).toContain(`/r/${code}`);

    // The referral link counts the click and sets a 30-day first-party cookie.
    const click = await call(referralRoute.GET, { params: { code } });
    expect(click.status).toBe(307);
    const cookie = click.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^aff_ref=${code}; `));
    for (const attribute of ['Path=/', 'Max-Age=2592000', 'SameSite=Lax', 'HttpOnly'])
      expect(cookie.toLowerCase().split('; ')).toContain(attribute.toLowerCase());
    const code2 = referralCodeFromRequest(new Request('http://x', { headers: { cookie: cookie.split(';')[0] } }));
    expect(code2).toBe(code);

    const customer = await createUser('artist');
    const order = await createOrder(
      toSessionUser(customer),
      { offeringId: epkId, intake: { artistName: 'Kai', pressContact: 'kai@press.test' } },
      { affiliateCode: code2 },
    );
    const co = await call(checkoutRoute.POST, { as: customer, params: { id: order.id } });
    expect(co.status).toBe(200);
    expect(co.json.url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_/);
    const sessionId = [...fake.sessions.keys()].at(-1)!;
    expect(fake.sessions.get(sessionId)!.amount_total).toBe(14900);
    // Someone else's order cannot be sent to checkout.
    expect((await call(checkoutRoute.POST, { as: artist, params: { id: order.id } })).status).toBe(404);

    // Returning before paying settles nothing (Stripe is asked, the query string is not trusted).
    const early = await call(returnRoute.GET, { url: `/api/services/checkout/return?session_id=${sessionId}` });
    expect(early.status).toBe(303);
    expect((await db.serviceOrder.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe(
      'awaiting_payment',
    );

    // A forged webhook is refused; a signed one settles the order once.
    fake.pay(sessionId);
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: fake.sessions.get(sessionId) },
    });
    const forged = await call(webhookRoute.POST, { rawBody: payload, headers: { 'stripe-signature': 't=1,v1=bad' } });
    expect(forged.status).toBe(400);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const hook = await call(webhookRoute.POST, { rawBody: payload, headers: { 'stripe-signature': header } });
    expect(hook.status).toBe(200);
    const again = await call(returnRoute.GET, { url: `/api/services/checkout/return?session_id=${sessionId}` });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toContain(`order=${order.id}`);
    const paid = await db.serviceOrder.findUniqueOrThrow({ where: { id: order.id } });
    expect(paid).toMatchObject({ paymentStatus: 'paid', paidVia: 'stripe', paymentRef: `pi_test_${sessionId}` });

    // 10% of $149.00, credited once although the payment was reported twice.
    expect(await balanceCents(db, affUser.id)).toBe(1490n);
    const stats = await call(affiliatesRoute.GET, { as: affUser });
    expect(stats.json).toMatchObject({ orders: 1, paidOrders: 1, commissionCents: 1490 });
    expect(stats.json.affiliate.clicks).toBe(1);

    // Refund through Stripe's API; the commission is reversed.
    const refunded = await act(admin, order.id, { action: 'refund', reason: 'Duplicate order' });
    expect(refunded.status).toBe(200);
    expect(refunded.json).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
    expect(fake.refunds).toEqual([expect.objectContaining({ payment_intent: `pi_test_${sessionId}` })]);
    expect(await balanceCents(db, affUser.id)).toBe(0n);
    expect((await act(admin, order.id, { action: 'refund', reason: '' })).status).toBe(409);
    const sum = await db.ledgerEntry.aggregate({ _sum: { amountCents: true } });
    expect(sum._sum.amountCents ?? 0n).toBe(0n);
  });

  it('never credits an affiliate for their own order', async () => {
    const aff = await createUser('artist');
    const joined = await call(affiliatesRoute.POST, { as: aff });
    const own = await createOrder(
      toSessionUser(aff),
      { offeringId: epkId, intake: { artistName: 'Self', pressContact: 'self@press.test' } },
      { affiliateCode: joined.json.affiliate.code },
    );
    expect((await db.serviceOrder.findUniqueOrThrow({ where: { id: own.id } })).affiliateId).toBeNull();
  });
});
