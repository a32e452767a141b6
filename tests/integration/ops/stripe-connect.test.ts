// Money out: payout tax details (W-9 / W-8BEN), Stripe Connect onboarding, payouts as transfers,
// the signed webhook and reconciliation, against a local fake of Stripe's HTTP API.
import { db } from '@/lib/platform/db';
import { resetEnvCache } from '@/lib/platform/env';
import * as account from '@/app/api/ops/stripe/account/route';
import * as webhook from '@/app/api/ops/stripe/webhook/route';
import * as overview from '@/app/api/ops/stripe/overview/route';
import * as transfersRoute from '@/app/api/ops/stripe/transfers/route';
import * as accountsRoute from '@/app/api/ops/stripe/accounts/route';
import * as reconciliation from '@/app/api/ops/stripe/reconciliation/route';
import * as tax from '@/app/api/ops/tax/route';
import * as taxSummary from '@/app/api/ops/tax/summary/route';
import * as payoutsRoute from '@/app/api/royalties/payouts/route';
import * as methodRoute from '@/app/api/royalties/payout-method/route';
import * as adminPayouts from '@/app/api/royalties/admin/payouts/route';
import * as decide from '@/app/api/royalties/admin/payouts/[id]/route';
import { balanceCents, creditEarnings } from '@/lib/royalties/ledger';
import { decryptField } from '@/lib/platform/security/crypto';
import { call, createUser } from '../../helpers/api';
import { signStripeEvent, startFakeStripeConnect, type FakeStripeConnect } from '../../helpers/fake-stripe-connect';

jest.setTimeout(90_000);

const WHSEC = 'whsec_test_connect_secret';
let fake: FakeStripeConnect;
let admin: Awaited<ReturnType<typeof createUser>>;

function stripeOn(on: boolean) {
  if (on) {
    process.env.STRIPE_SECRET_KEY = 'sk_test_connect';
    process.env.STRIPE_API_BASE = fake.base;
    process.env.STRIPE_CONNECT_WEBHOOK_SECRET = WHSEC;
  } else {
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_API_BASE;
    delete process.env.STRIPE_CONNECT_WEBHOOK_SECRET;
  }
  resetEnvCache();
}

beforeAll(async () => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
  process.env.PAYOUT_KEY_FILE = `.data/test-payout-key`;
  fake = await startFakeStripeConnect();
  admin = await createUser('admin');
  stripeOn(false);
});
afterAll(async () => {
  stripeOn(false);
  await fake.close();
});

async function artistWithBalance(cents: number) {
  const artist = await createUser('artist');
  await db.$transaction((tx) =>
    creditEarnings(tx, new Map([[artist.id, cents]]), { refType: 'test', refId: artist.id, memo: 'test earnings' }),
  );
  return artist;
}

const w9 = { form: 'w9', legalName: 'Rae Sol', businessType: 'individual', tin: '123-45-6789', certify: true };

async function sendEvent(event: object, signature?: string) {
  const raw = JSON.stringify(event);
  return call(webhook.POST, {
    rawBody: raw,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? signStripeEvent(raw, WHSEC) },
  });
}

describe('payout tax information', () => {
  it('refuses a payout until tax details are given, stores the TIN encrypted and shows it masked', async () => {
    const artist = await artistWithBalance(10_000);
    await call(methodRoute.PUT, {
      as: artist,
      body: { type: 'paypal', holderName: 'Rae Sol', paypalEmail: 'rae@example.com' },
    });
    const refused = await call(payoutsRoute.POST, {
      as: artist,
      body: { amountCents: 5_000, idempotencyKey: 'tax-first-0001' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatch(/tax details/);
    expect(await balanceCents(db, artist.id)).toBe(10_000n);

    for (const bad of [
      { ...w9, tin: '12345' },
      { ...w9, certify: false },
      { form: 'w8ben', legalName: 'Kai', country: 'US', tin: 'AB123456', certify: true },
      { form: 'w8ben', legalName: 'Kai', country: 'DE', tin: '=1+2', certify: true },
    ]) {
      const r = await call(tax.PUT, { as: artist, body: bad });
      expect(r.status).toBe(400);
      expect(r.json.error).toBeTruthy();
    }
    expect((await call(tax.GET, { as: artist })).json.profile).toBeNull();

    const saved = await call(tax.PUT, { as: artist, body: w9 });
    expect(saved.status).toBe(200);
    expect(saved.json.profile).toMatchObject({ formLabel: 'W-9', tinMasked: '•••-••-6789', country: 'US' });
    expect(saved.text).not.toContain('123456789');
    const row = await db.taxProfile.findUniqueOrThrow({ where: { userId: artist.id } });
    expect(row.tinEnc).not.toContain('6789');
    expect(decryptField(row.tinEnc)).toBe('123456789');

    const ok = await call(payoutsRoute.POST, {
      as: artist,
      body: { amountCents: 5_000, idempotencyKey: 'tax-first-0002' },
    });
    expect(ok.status).toBe(201);
  });

  it('a request made before the tax details shows as waiting and cannot be approved', async () => {
    const artist = await artistWithBalance(5_000);
    const legacy = await db.payoutRequest.create({
      data: { userId: artist.id, amountCents: 3_000, idempotencyKey: 'legacy-1', methodSummary: 'PayPal' },
    });
    const list = await call(adminPayouts.GET, { as: admin, url: '/api/royalties/admin/payouts?status=requested' });
    const item = list.json.items.find((i: { id: string }) => i.id === legacy.id);
    expect(item).toMatchObject({ taxReady: false, waitingFor: expect.stringMatching(/tax details/) });
    const approve = await call(decide.POST, { as: admin, params: { id: legacy.id }, body: { action: 'approve' } });
    expect(approve.status).toBe(409);
    expect(approve.json.error).toMatch(/tax details/);
    expect((await db.payoutRequest.findUniqueOrThrow({ where: { id: legacy.id } })).status).toBe('requested');
  });

  it('exports the yearly summary per payee with masked tax ids (CSV)', async () => {
    const artist = await artistWithBalance(20_000);
    await call(tax.PUT, {
      as: artist,
      body: {
        form: 'w8ben',
        legalName: '=HYPERLINK Kai',
        country: 'de',
        tin: 'DE 9876 5432',
        treatyClaim: 'Art. 12, 0%',
        certify: true,
      },
    });
    await call(methodRoute.PUT, {
      as: artist,
      body: { type: 'paypal', holderName: 'Kai', paypalEmail: 'kai@example.com' },
    });
    const p = await call(payoutsRoute.POST, {
      as: artist,
      body: { amountCents: 12_345, idempotencyKey: 'summary-0001' },
    });
    expect(p.status).toBe(201);
    await call(decide.POST, { as: admin, params: { id: p.json.id }, body: { action: 'approve' } });
    const paid = await call(decide.POST, {
      as: admin,
      params: { id: p.json.id },
      body: { action: 'mark_paid', reference: 'PAYPAL-123' },
    });
    expect(paid.status).toBe(200);
    expect(paid.json).toMatchObject({ status: 'paid', paidVia: 'manual' });

    const year = new Date().getUTCFullYear();
    const json = await call(taxSummary.GET, { as: admin, url: `/api/ops/tax/summary?year=${year}` });
    expect(json.status).toBe(200);
    expect(json.json.rows.find((r: { userId: string }) => r.userId === artist.id)).toMatchObject({
      form: 'W-8BEN',
      country: 'DE',
      tinMasked: '•••• 5432',
      totalPaidCents: 12_345,
      payouts: 1,
    });
    const csv = await call(taxSummary.GET, { as: admin, url: `/api/ops/tax/summary?year=${year}&format=csv` });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(csv.text.split('\r\n')[0]).toBe(
      'Year,Payee,Email,Tax form,Country,Tax id (masked),Payouts,Total paid (USD)',
    );
    expect(csv.text).toContain(`${year},'=HYPERLINK Kai,`);
    expect(csv.text).toContain('•••• 5432,1,123.45');
    expect(csv.text).not.toContain('98765432');
    expect((await call(taxSummary.GET, { as: admin, url: '/api/ops/tax/summary?year=abc' })).status).toBe(400);
    expect((await call(taxSummary.GET, { as: artist, url: '/api/ops/tax/summary' })).status).toBe(403);
  });
});

describe('without Stripe keys', () => {
  it('says Stripe is not configured and refuses onboarding; the manual path stays', async () => {
    stripeOn(false);
    const artist = await createUser('artist');
    expect((await call(account.GET, { as: artist })).json).toEqual({ configured: false, account: null });
    const start = await call(account.POST, { as: artist });
    expect(start.status).toBe(400);
    expect(start.json.error).toMatch(/Stripe is not configured/);
    const o = await call(overview.GET, { as: admin });
    expect(o.json).toMatchObject({ configured: false, webhookConfigured: false });
    const raw = JSON.stringify({ id: 'evt_x', type: 'account.updated', data: { object: {} } });
    expect((await call(webhook.POST, { rawBody: raw, headers: { 'stripe-signature': 't=1,v1=00' } })).status).toBe(400);
  });
});

describe('Stripe Connect', () => {
  beforeAll(() => stripeOn(true));
  afterAll(() => stripeOn(false));

  it('onboards, pays by transfer once, applies signed webhooks once and reconciles', async () => {
    const artist = await artistWithBalance(30_000);
    await call(tax.PUT, { as: artist, body: w9 });

    // Onboarding: one Express account even on a double click, a fresh account link each time.
    const [a, b] = await Promise.all([call(account.POST, { as: artist }), call(account.POST, { as: artist })]);
    expect(a.status).toBe(200);
    expect(a.json.url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\//);
    expect(b.json.url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\//);
    expect(fake.accounts.size).toBe(1);
    const creates = fake.requests.filter((r) => r.path === '/v1/accounts');
    expect(creates[0].idempotencyKey).toBe(`connect-account-${artist.id}`);
    const link = fake.requests.find((r) => r.path === '/v1/account_links')!;
    expect(link.body.get('return_url')).toMatch(/\/artist-payout-setup\?stripe=return$/);
    const acctId = [...fake.accounts.keys()][0];

    const status = await call(account.GET, { as: artist });
    expect(status.json.configured).toBe(true);
    expect(status.json.account).toMatchObject({ status: 'incomplete', payoutsEnabled: false });
    expect(status.json.account.requirements).toEqual([
      'A bank account for payouts',
      'Date of birth',
      "Accept Stripe's services agreement",
    ]);
    expect(status.text).not.toContain(acctId);
    expect(status.text).not.toContain('sk_test');

    // Without a usable Stripe account or payout method, no payout can be requested.
    const early = await call(payoutsRoute.POST, {
      as: artist,
      body: { amountCents: 10_000, idempotencyKey: 'stripe-0001' },
    });
    expect(early.status).toBe(400);

    // A webhook with a bad signature, a stale timestamp or none changes nothing.
    const done = fake.completeOnboarding(acctId);
    const event = { id: 'evt_account_1', type: 'account.updated', data: { object: done } };
    const raw = JSON.stringify(event);
    for (const sig of [
      signStripeEvent(raw, 'whsec_wrong'),
      signStripeEvent(raw, WHSEC, Math.floor(Date.now() / 1000) - 3600),
      't=abc,v1=zz',
      '',
    ]) {
      const r = await sendEvent(event, sig);
      expect(r.status).toBe(400);
    }
    const tampered = await call(webhook.POST, {
      rawBody: raw.replace('"payouts_enabled":true', '"payouts_enabled":false'),
      headers: { 'stripe-signature': signStripeEvent(raw, WHSEC) },
    });
    expect(tampered.status).toBe(400);
    expect(await db.stripeEvent.count({ where: { id: 'evt_account_1' } })).toBe(0);
    expect((await db.stripeConnectAccount.findUniqueOrThrow({ where: { userId: artist.id } })).payoutsEnabled).toBe(
      false,
    );

    const ok = await sendEvent(event);
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ received: true, duplicate: false });
    expect((await sendEvent(event)).json).toEqual({ received: true, duplicate: true });
    const acctRow = await db.stripeConnectAccount.findUniqueOrThrow({ where: { userId: artist.id } });
    expect(acctRow).toMatchObject({ payoutsEnabled: true, transfersActive: true, requirementsDue: [] });

    // Payout through the connected account (no stored bank or PayPal method needed).
    const req = await call(payoutsRoute.POST, {
      as: artist,
      body: { amountCents: 10_000, idempotencyKey: 'stripe-0002' },
    });
    expect(req.status).toBe(201);
    expect(req.json.methodSummary).toBe('Stripe Connect account');
    const list = await call(adminPayouts.GET, { as: admin, url: '/api/royalties/admin/payouts?status=requested' });
    expect(list.json.items.find((i: { id: string }) => i.id === req.json.id)).toMatchObject({
      stripeReady: true,
      taxReady: true,
    });
    await call(decide.POST, { as: admin, params: { id: req.json.id }, body: { action: 'approve' } });
    const [p1, p2] = await Promise.all([
      call(decide.POST, { as: admin, params: { id: req.json.id }, body: { action: 'mark_paid' } }),
      call(decide.POST, { as: admin, params: { id: req.json.id }, body: { action: 'mark_paid' } }),
    ]);
    expect([p1.status, p2.status].sort()).toEqual([200, 409]);
    const paid = p1.status === 200 ? p1 : p2;
    expect(paid.json).toMatchObject({ status: 'paid', paidVia: 'stripe', paymentRef: expect.stringMatching(/^tr_/) });
    // Both attempts sent the same idempotency key, so Stripe made one transfer.
    const transferCalls = fake.requests.filter((r) => r.path === '/v1/transfers');
    expect(transferCalls.map((r) => r.idempotencyKey)).toEqual(transferCalls.map(() => `payout-${req.json.id}`));
    expect(fake.transfers.size).toBe(1);
    expect(transferCalls[0].body.get('destination')).toBe(acctId);
    expect(transferCalls[0].body.get('amount')).toBe('10000');
    const transferId = paid.json.paymentRef as string;
    expect(await db.stripeTransfer.findUnique({ where: { id: transferId } })).toMatchObject({
      payoutRequestId: req.json.id,
      amountCents: 10_000,
      status: 'paid',
    });
    expect(await balanceCents(db, artist.id)).toBe(20_000n);

    // Reconciliation: our transfer matches Stripe's balance transaction; Stripe's unknown one is flagged.
    fake.extraBalanceTransactions.push({
      id: 'txn_manual',
      amount: -777,
      type: 'transfer',
      source: 'tr_made_in_dashboard',
      created: 1_700_000_100,
    });
    const rec = await call(reconciliation.GET, { as: admin });
    expect(rec.status).toBe(200);
    expect(rec.json.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ transferId, result: 'matched', platformCents: 10_000, stripeCents: 10_000 }),
        expect.objectContaining({
          transferId: 'tr_made_in_dashboard',
          result: 'unknown_to_platform',
          stripeCents: 777,
        }),
      ]),
    );
    expect(rec.json.summary).toMatchObject({ matched: 1, unknownToPlatform: 1, amountDiffers: 0, missingAtStripe: 0 });

    const o = await call(overview.GET, { as: admin });
    expect(o.json).toMatchObject({ configured: true, webhookConfigured: true });
    expect(o.json.counts).toMatchObject({ accounts: 1, transfers: 1 });
    const transfers = await call(transfersRoute.GET, { as: admin });
    expect(transfers.json).toMatchObject({ total: 1, nextCursor: null });
    expect(transfers.json.items[0]).toMatchObject({ id: transferId, amountCents: 10_000, status: 'paid' });
    const accounts = await call(accountsRoute.GET, { as: admin });
    expect(accounts.json).toMatchObject({ total: 1, nextCursor: null });
    expect(accounts.text).not.toMatch(/acct_[A-Za-z0-9]{10,}/);
    expect(o.text).not.toContain('sk_test');
    expect(o.text).not.toContain(WHSEC);

    // A reversed transfer returns the money to the artist's balance, once.
    const reversed = {
      id: 'evt_reversal_1',
      type: 'transfer.reversed',
      data: { object: { id: transferId, object: 'transfer', amount: 10_000, amount_reversed: 10_000 } },
    };
    expect((await sendEvent(reversed)).json.duplicate).toBe(false);
    expect((await sendEvent(reversed)).json.duplicate).toBe(true);
    expect(await balanceCents(db, artist.id)).toBe(30_000n);
    const after = await db.payoutRequest.findUniqueOrThrow({ where: { id: req.json.id } });
    expect(after).toMatchObject({ status: 'rejected', rejectionReason: 'The Stripe transfer was reversed.' });
    expect(await db.stripeTransfer.findUniqueOrThrow({ where: { id: transferId } })).toMatchObject({
      status: 'reversed',
      reversedCents: 10_000,
    });
    const sum = (await db.ledgerEntry.aggregate({ _sum: { amountCents: true } }))._sum.amountCents ?? 0n;
    expect(sum).toBe(0n);
  });

  it('a Stripe refusal leaves the payout approved and unpaid', async () => {
    const artist = await artistWithBalance(5_000);
    await call(tax.PUT, { as: artist, body: w9 });
    await call(account.POST, { as: artist });
    const row = await db.stripeConnectAccount.findUniqueOrThrow({ where: { userId: artist.id } });
    // Our copy says active, but Stripe's account cannot receive transfers yet.
    await db.stripeConnectAccount.update({
      where: { userId: artist.id },
      data: { payoutsEnabled: true, transfersActive: true },
    });
    const req = await call(payoutsRoute.POST, {
      as: artist,
      body: { amountCents: 3_000, idempotencyKey: 'refused-0001' },
    });
    expect(req.status).toBe(201);
    await call(decide.POST, { as: admin, params: { id: req.json.id }, body: { action: 'approve' } });
    const pay = await call(decide.POST, { as: admin, params: { id: req.json.id }, body: { action: 'mark_paid' } });
    expect(pay.status).toBe(409);
    expect(pay.json.error).toMatch(/Stripe did not accept the request: The destination account cannot receive/);
    expect((await db.payoutRequest.findUniqueOrThrow({ where: { id: req.json.id } })).status).toBe('approved');
    expect(await db.stripeTransfer.count({ where: { accountId: row.accountId } })).toBe(0);
    const calls = await db.integrationCall.findMany({
      where: { integration: 'stripe', operation: 'transfers.create' },
    });
    expect(calls.some((c) => !c.ok && c.status === 400)).toBe(true);
  });
});
