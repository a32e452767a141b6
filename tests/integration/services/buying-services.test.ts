// Buying a service from the public site (#41 item 3): the brand's catalog with integer-cent prices and what is
// included, a visitor who signs up and then orders, paying by bank transfer with the order's own reference when
// Stripe is not configured (no card), and staff recording the transfer as paid (audited, once).
import { db } from '@/lib/platform/db';
import { resetEnvCache } from '@/lib/platform/env';
import * as catalogRoute from '@/app/api/services/catalog/route';
import * as registerRoute from '@/app/api/auth/register/route';
import * as ordersRoute from '@/app/api/services/orders/route';
import * as orderRoute from '@/app/api/services/orders/[id]/route';
import * as paymentRoute from '@/app/api/services/orders/[id]/payment/route';
import * as checkoutRoute from '@/app/api/services/orders/[id]/checkout/route';
import * as settingsRoute from '@/app/api/services/payment-settings/route';
import { DEFAULT_SERVICES } from '@/lib/services/defaults';
import { registerHref } from '@/lib/platform/auth/callback-url';
import { orderHref } from '@/components/services/public-prices';
import { call, createUser } from '../../helpers/api';
import { callSteppedUp } from '../../helpers/step-up';

const MMS = { host: 'mms.localhost:3000' };
const BANK = {
  accountName: 'Master Music Safe LLC',
  bankName: 'First Atlanta Bank',
  accountNumber: '000123456789',
  routingNumber: '061000104',
  instructions: 'Transfers arrive in one to three business days.',
};

beforeAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_API_BASE;
  resetEnvCache();
  await db.serviceOffering.createMany({
    data: DEFAULT_SERVICES.map((s, position) => ({ ...s, brand: 'mastermusicsafe', position })),
  });
});

async function placeOrder(as: Awaited<ReturnType<typeof createUser>>) {
  const catalog = await call(catalogRoute.GET, { url: '/api/services/catalog', headers: MMS });
  const ein = catalog.json.find((s: { key: string }) => s.key === 'ein_filing');
  const res = await call(ordersRoute.POST, {
    as,
    headers: MMS,
    body: {
      offeringId: ein.id,
      intake: {
        legalName: 'Nova Sound LLC',
        entityType: 'llc_single',
        responsibleParty: 'Nova Artist',
        state: 'GA',
        startDate: '2026-11-01',
      },
    },
  });
  expect(res.status).toBe(201);
  return res.json as { id: string; reference: string; amountCents: number; paymentStatus: string };
}

describe('the public catalog', () => {
  it("lists the brand's services with integer-cent prices and what is included", async () => {
    const res = await call(catalogRoute.GET, { url: '/api/services/catalog', headers: MMS });
    expect(res.status).toBe(200);
    const epk = res.json.find((s: { key: string }) => s.key === 'epk');
    expect(epk).toMatchObject({ brand: 'mastermusicsafe', name: 'Electronic Press Kit', priceCents: 14900 });
    expect(epk.deliverables).toMatch(/published EPK page/);
    for (const s of res.json) expect(Number.isInteger(s.priceCents)).toBe(true);
  });

  it('sends a visitor through sign-up with the order as a same-site callback, and never elsewhere', () => {
    expect(orderHref('epk', true)).toBe('/tnm-services?order=epk');
    expect(orderHref('epk', false)).toBe('/mms/register?callbackUrl=%2Ftnm-services%3Forder%3Depk');
    expect(registerHref('/tnm-services?order=epk')).toBe('/mms/register?callbackUrl=%2Ftnm-services%3Forder%3Depk');
    for (const bad of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)'])
      expect(registerHref(bad)).toBe('/mms/register');
  });
});

describe('a visitor orders', () => {
  it('signs up, then places the order, which is theirs and awaits payment', async () => {
    const email = `buyer-${Date.now()}@example.com`;
    const signup = await call(registerRoute.POST, {
      headers: MMS,
      body: { name: 'Nova Artist', email, password: 'a long enough password' },
    });
    expect(signup.status).toBe(201);
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(user).toMatchObject({ role: 'artist', brand: 'mastermusicsafe' });

    const order = await placeOrder(user);
    expect(order).toMatchObject({ amountCents: 7900, paymentStatus: 'awaiting_payment' });
    const mine = await call(ordersRoute.GET, { as: user, url: '/api/services/orders?mine=1' });
    expect(mine.json.items.map((o: { id: string }) => o.id)).toEqual([order.id]);
  });
});

describe('paying without Stripe', () => {
  it('offers no card and says how to pay before any bank account is set', async () => {
    const artist = await createUser('artist');
    const order = await placeOrder(artist);
    const res = await call(paymentRoute.GET, { as: artist, params: { id: order.id } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ card: false, bankTransfer: null });
    expect(res.json.note).toContain(order.reference);
    const pay = await call(checkoutRoute.POST, { as: artist, params: { id: order.id } });
    expect(pay.status).toBe(409);
    expect(pay.json.error).not.toMatch(/Stripe/);
  });

  it('lets only a stepped-up super admin set the bank account, with an audit row', async () => {
    const admin = await createUser('admin');
    const superAdmin = await createUser('super_admin');
    expect((await call(settingsRoute.PUT, { as: admin, method: 'PUT', body: BANK })).status).toBe(403);
    expect((await call(settingsRoute.PUT, { as: superAdmin, method: 'PUT', body: BANK })).status).toBe(428);
    const bad = await callSteppedUp(settingsRoute.PUT, superAdmin, {
      method: 'PUT',
      body: { ...BANK, accountName: '' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0].path).toBe('accountName');
    const ok = await callSteppedUp(settingsRoute.PUT, superAdmin, { method: 'PUT', body: BANK });
    expect(ok.status).toBe(200);
    expect((await call(settingsRoute.GET, { as: admin })).json.bankTransfer).toMatchObject(BANK);
    expect(await db.auditLog.count({ where: { action: 'settings.update_bank_transfer' } })).toBe(1);
  });

  it("shows the customer the bank details with their order's unique reference, and nobody else", async () => {
    const artist = await createUser('artist');
    const first = await placeOrder(artist);
    const second = await placeOrder(artist);
    expect(first.reference).not.toBe(second.reference);
    const res = await call(paymentRoute.GET, { as: artist, params: { id: first.id } });
    expect(res.json).toMatchObject({
      card: false,
      note: null,
      bankTransfer: { ...BANK, reference: first.reference, amountCents: 7900 },
    });
    const stranger = await createUser('artist');
    expect((await call(paymentRoute.GET, { as: stranger, params: { id: first.id } })).status).toBe(404);
  });

  it('lets staff mark a transfer paid once, audited; a repeat changes nothing', async () => {
    const artist = await createUser('artist');
    const admin = await createUser('admin');
    const order = await placeOrder(artist);
    const record = (as: typeof admin, reference: string) =>
      call(orderRoute.POST, { as, params: { id: order.id }, body: { action: 'record_payment', reference } });

    expect((await record(artist, order.reference)).status).toBe(404); // customers cannot mark their own order paid
    const paid = await record(admin, order.reference);
    expect(paid.status).toBe(200);
    expect(paid.json).toMatchObject({ paymentStatus: 'paid', paidVia: 'manual', paymentRef: order.reference });
    const again = await record(admin, order.reference);
    expect(again.status).toBe(200);
    expect(again.json.paidAt).toBe(paid.json.paidAt);
    expect((await record(admin, 'another transfer')).status).toBe(409);

    const audits = await db.auditLog.findMany({ where: { action: 'service_order.paid', entityId: order.id } });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: admin.id });
    expect(audits[0].meta).toMatchObject({ via: 'manual', ref: order.reference, amountCents: 7900 });
  });

  it('offers the card as well once Stripe is configured', async () => {
    const artist = await createUser('artist');
    const order = await placeOrder(artist);
    process.env.STRIPE_SECRET_KEY = 'sk_test_configured';
    resetEnvCache();
    try {
      const res = await call(paymentRoute.GET, { as: artist, params: { id: order.id } });
      expect(res.json).toMatchObject({ card: true, bankTransfer: { reference: order.reference } });
    } finally {
      delete process.env.STRIPE_SECRET_KEY;
      resetEnvCache();
    }
  });
});
