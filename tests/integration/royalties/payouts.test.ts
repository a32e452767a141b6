import { db } from '@/lib/platform/db';
import * as payoutsRoute from '@/app/api/royalties/payouts/route';
import * as methodRoute from '@/app/api/royalties/payout-method/route';
import * as adminPayoutsRoute from '@/app/api/royalties/admin/payouts/route';
import * as decideRoute from '@/app/api/royalties/admin/payouts/[id]/route';
import * as earningsRoute from '@/app/api/earnings/route';
import * as reportsRoute from '@/app/api/royalties/reports/route';
import { balanceCents } from '@/lib/royalties/ledger';
import { decryptField } from '@/lib/platform/security/crypto';
import { call, createUser, newArtistPuts } from '../../helpers/api';
import { importStatement, releaseWithTracks } from '../../helpers/royalties';
import { giveTaxDetails } from '../../helpers/tax';
import { artistWithBalance } from '../../helpers/payouts';

jest.setTimeout(60_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
  process.env.PAYOUT_KEY_FILE = `.data/test-payout-key`;
  delete process.env.STRIPE_SECRET_KEY;
});

/** Sum of every ledger entry: double entry means it is always zero. */
const ledgerSum = async () => (await db.ledgerEntry.aggregate({ _sum: { amountCents: true } }))._sum.amountCents ?? 0n;

describe('payout method', () => {
  it('encrypts sensitive fields at rest and shows them masked', async () => {
    const { artist, res } = await newArtistPuts(methodRoute, {
      type: 'bank',
      holderName: 'Rae Sol',
      bankName: 'First Bank',
      accountNumber: '000123456789',
      routingNumber: '021000021',
    });
    expect(res.status).toBe(200);
    expect(res.json.method).toMatchObject({ type: 'bank', masked: 'First Bank •••• 6789' });
    expect(JSON.stringify(res.json)).not.toContain('000123456789');
    const row = await db.payoutMethod.findUniqueOrThrow({ where: { userId: artist.id } });
    expect(row.accountNumberEnc).not.toContain('123456789');
    expect(decryptField(row.accountNumberEnc!)).toBe('000123456789');
    const bad = await call(methodRoute.PUT, {
      as: artist,
      body: { type: 'paypal', holderName: 'x', paypalEmail: 'not-an-email' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('payout requests', () => {
  it('50 simultaneous requests on one balance never overdraw it', async () => {
    const artist = await artistWithBalance(10_000);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(payoutsRoute.POST, { as: artist, body: { amountCents: 2_500, idempotencyKey: `concurrent-${i}-key` } }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(4);
    expect(statuses.filter((s) => s === 400)).toHaveLength(46);
    expect(results.find((r) => r.status === 400)!.json.error).toMatch(
      /above your available balance of \$0\.00|above your available balance/,
    );
    expect(await balanceCents(db, artist.id)).toBe(0n);
    expect(await ledgerSum()).toBe(0n);
  });

  it('replays a retried request with the same idempotency key instead of paying twice', async () => {
    const artist = await artistWithBalance(10_000);
    const first = await call(payoutsRoute.POST, {
      as: artist,
      body: { amountCents: 3_000, idempotencyKey: 'retry-me-123' },
    });
    const again = await call(payoutsRoute.POST, {
      as: artist,
      body: { amountCents: 3_000, idempotencyKey: 'retry-me-123' },
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.json.id).toBe(first.json.id);
    expect(await balanceCents(db, artist.id)).toBe(7_000n);
    const list = await call(payoutsRoute.GET, { as: artist });
    expect(list.json).toMatchObject({ availableCents: 7_000, minimumCents: 2_500 });
    expect(list.json.items).toHaveLength(1);
  });

  it('refuses amounts under the minimum, above the balance, and without a payout method', async () => {
    const artist = await artistWithBalance(3_000);
    const small = await call(payoutsRoute.POST, {
      as: artist,
      body: { amountCents: 100, idempotencyKey: 'small-one-1' },
    });
    expect(small.status).toBe(400);
    expect(small.json.error).toBe('The smallest payout is $25.00.');
    const big = await call(payoutsRoute.POST, {
      as: artist,
      body: { amountCents: 3_001, idempotencyKey: 'too-big-01' },
    });
    expect(big.status).toBe(400);
    expect(big.json.error).toBe('The payout is above your available balance of $30.00.');
    const nobody = await createUser('artist');
    await giveTaxDetails(nobody);
    const noMethod = await call(payoutsRoute.POST, {
      as: nobody,
      body: { amountCents: 3_000, idempotencyKey: 'no-method-1' },
    });
    expect(noMethod.json.error).toMatch(/Add a payout method or connect a Stripe account first/);
    const fractional = await call(payoutsRoute.POST, {
      as: artist,
      body: { amountCents: 2500.5, idempotencyKey: 'fraction-1' },
    });
    expect(fractional.status).toBe(400);
  });

  it('admin approves and marks paid manually, or rejects and the balance comes back', async () => {
    const admin = await createUser('admin');
    const artist = await artistWithBalance(10_000);
    const a = await call(payoutsRoute.POST, {
      as: artist,
      body: { amountCents: 4_000, idempotencyKey: 'admin-flow-a' },
    });
    const b = await call(payoutsRoute.POST, {
      as: artist,
      body: { amountCents: 5_000, idempotencyKey: 'admin-flow-b' },
    });
    const list = await call(adminPayoutsRoute.GET, { as: admin, url: '/api/royalties/admin/payouts?status=requested' });
    expect(list.json.items.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining([a.json.id, b.json.id]));
    const early = await call(decideRoute.POST, {
      as: admin,
      params: { id: a.json.id },
      body: { action: 'mark_paid', reference: 'x' },
    });
    expect(early.status).toBe(409);
    expect(
      (await call(decideRoute.POST, { as: admin, params: { id: a.json.id }, body: { action: 'approve' } })).json.status,
    ).toBe('approved');
    const noRef = await call(decideRoute.POST, { as: admin, params: { id: a.json.id }, body: { action: 'mark_paid' } });
    expect(noRef.status).toBe(400);
    const paid = await call(decideRoute.POST, {
      as: admin,
      params: { id: a.json.id },
      body: { action: 'mark_paid', reference: 'WIRE-778' },
    });
    expect(paid.json).toMatchObject({ status: 'paid', paidVia: 'manual', paymentRef: 'WIRE-778' });
    const rejected = await call(decideRoute.POST, {
      as: admin,
      params: { id: b.json.id },
      body: { action: 'reject', reason: 'Details do not match' },
    });
    expect(rejected.json.status).toBe('rejected');
    expect(await balanceCents(db, artist.id)).toBe(6_000n);
    const summary = await call(earningsRoute.GET, { as: artist });
    expect(summary.json).toMatchObject({ pendingPayouts: 0, availableBalanceCents: 6_000 });
    expect(await ledgerSum()).toBe(0n);
  });
});

describe('GET /api/earnings and statements', () => {
  it('returns the spec fields for the signed-in user, and per-artist statements as CSV and PDF', async () => {
    const admin = await createUser('admin');
    const artist = await createUser('artist');
    const rel = await releaseWithTracks(artist.id, 1);
    await importStatement(
      admin,
      `isrc,net_amount,store,sale_period,units\n${rel.tracks[0].isrc},12.34,Tidal,2026-05,40\n${rel.tracks[0].isrc},0.66,Spotify,2026-06,7\n`,
    );
    const res = await call(earningsRoute.GET, { as: artist });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      currency: 'USD',
      totalEarned: 13,
      // Sold in May and June: nothing from this calendar month.
      thisMonth: 0,
      pendingPayouts: 0,
      totalEarnedCents: 1300,
    });
    expect(res.json.recentPayouts).toEqual(
      expect.arrayContaining([expect.objectContaining({ source: 'Tidal', track: rel.tracks[0].title, amount: 12.34 })]),
    );
    expect((await call(earningsRoute.GET, {})).status).toBe(401);

    const csv = await call(reportsRoute.GET, {
      as: admin,
      url: `/api/royalties/reports?userId=${artist.id}&from=2026-01&to=2026-12&format=csv`,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(csv.text).toContain(`2026-05,Tidal,${rel.tracks[0].title},${rel.tracks[0].isrc},40,12.34`);
    expect(csv.text).toContain('total,,,,,13.00');
    const pdf = await call(reportsRoute.GET, {
      as: admin,
      url: `/api/royalties/reports?userId=${artist.id}&from=2026-01&to=2026-12&format=pdf`,
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF')).toBe(true);
    const backwards = await call(reportsRoute.GET, {
      as: admin,
      url: `/api/royalties/reports?userId=${artist.id}&from=2026-12&to=2026-01`,
    });
    expect(backwards.status).toBe(400);
  });
});
