// The staff analytics dashboard reads running totals per month (BrandMonthTotal, StatementMonthTotal) kept by
// triggers: after orders are placed, paid, moved, refunded and deleted, releases created and deleted, an
// owner moved to another brand, statement rows imported, matched by hand and deleted, what
// GET /api/services/analytics shows must equal a recount of the tables themselves.
import { db } from '@/lib/platform/db';
import { Prisma } from '@/lib/generated/prisma/client';
import * as analyticsRoute from '@/app/api/services/analytics/route';
import { call } from '../../helpers/api';
import { createUser, importStatement, releaseWithTracks } from '../../helpers/royalties';

jest.setTimeout(120_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

const monthOf = (d: Date) => d.toISOString().slice(0, 7);

/** The figures counted from the tables, as the route computed them before it read running totals. */
async function recount(labels: string[]) {
  const [orders, releases, groups, lines] = await Promise.all([
    db.serviceOrder.findMany({ select: { createdAt: true, brand: true, amountCents: true, paymentStatus: true } }),
    db.release.findMany({ select: { createdAt: true, owner: { select: { brand: true } } } }),
    db.earningGroup.findMany({ select: { salePeriod: true, units: true, amountUsd: true } }),
    db.earningLine.findMany({
      where: { status: 'unmatched' },
      select: { salePeriod: true, units: true, amountUsd: true },
    }),
  ]);
  const inWindow = (m: string) => labels.includes(m);
  const brands = [
    ...new Set([
      ...orders.filter((o) => inWindow(monthOf(o.createdAt))).map((o) => o.brand),
      ...releases.filter((r) => inWindow(monthOf(r.createdAt))).map((r) => r.owner.brand),
    ]),
  ].sort();
  const per = () => Object.fromEntries(brands.map((b) => [b, labels.map(() => 0)]));
  const ordersByBrand = per();
  const revenueByBrand = per();
  const releasesByBrand = per();
  for (const o of orders) {
    const i = labels.indexOf(monthOf(o.createdAt));
    if (i < 0) continue;
    ordersByBrand[o.brand][i] += 1;
    if (o.paymentStatus === 'paid') revenueByBrand[o.brand][i] += o.amountCents;
  }
  for (const r of releases) {
    const i = labels.indexOf(monthOf(r.createdAt));
    if (i >= 0) releasesByBrand[r.owner.brand][i] += 1;
  }
  const streams = labels.map(() => 0);
  const usd = labels.map(() => new Prisma.Decimal(0));
  for (const e of [...groups, ...lines]) {
    const i = labels.indexOf(e.salePeriod.slice(0, 7));
    if (i < 0) continue;
    streams[i] += Number(e.units);
    usd[i] = usd[i].plus(e.amountUsd);
  }
  const royaltiesCents = usd.map((d) => d.times(100).toDecimalPlaces(0, Prisma.Decimal.ROUND_HALF_UP).toNumber());
  return { labels, brands, ordersByBrand, revenueByBrand, releasesByBrand, streams, royaltiesCents };
}

async function expectRecount(admin: Awaited<ReturnType<typeof createUser>>) {
  const res = await call(analyticsRoute.GET, { as: admin, url: '/api/services/analytics' });
  expect(res.status).toBe(200);
  expect(res.json).toEqual(await recount(res.json.labels));
  return res.json;
}

it('match a recount of orders, releases and statement rows after every kind of write', async () => {
  const admin = await createUser('admin');
  const artist = await createUser('artist');
  const offering = await db.serviceOffering.create({
    data: { brand: 'tnm', key: `totals-${Date.now()}`, name: 'Mixing', turnaroundDays: 1 },
  });
  const now = new Date();
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
  const longAgo = new Date(Date.UTC(now.getUTCFullYear() - 2, 0, 15));
  const order = (i: number, brand: string, createdAt: Date, amountCents = 1000) => ({
    reference: `SO-TOTALS${i}-${Date.now()}`,
    offeringId: offering.id,
    customerId: artist.id,
    brand,
    amountCents,
    intake: {},
    createdAt,
  });

  // Orders in two brands and two months, one out of the window; some paid.
  await db.serviceOrder.createMany({
    data: [order(1, 'tnm', now), order(2, 'tnm', now, 2500), order(3, 'distro80', lastMonth), order(4, 'tnm', longAgo)],
  });
  await db.serviceOrder.updateMany({
    where: { customerId: artist.id, amountCents: 2500 },
    data: { paymentStatus: 'paid' },
  });
  const first = await expectRecount(admin);
  expect(first.revenueByBrand.tnm[11]).toBe(2500);
  expect(first.ordersByBrand.tnm[11]).toBe(2);
  expect(first.ordersByBrand.distro80[10]).toBe(1);

  // A refund, an order moved to another month, and a deletion.
  const one = await db.serviceOrder.create({ data: { ...order(5, 'distro80', now, 700), paymentStatus: 'paid' } });
  await expectRecount(admin);
  await db.serviceOrder.updateMany({ where: { amountCents: 2500 }, data: { paymentStatus: 'refunded' } });
  await db.serviceOrder.update({ where: { id: one.id }, data: { createdAt: lastMonth } });
  await expectRecount(admin);
  await db.serviceOrder.delete({ where: { id: one.id } });
  const afterOrders = await expectRecount(admin);
  expect(afterOrders.revenueByBrand.tnm[11]).toBe(0);

  // Releases under their owner's brand; the owner moves to another brand; a release is deleted.
  const rel = await releaseWithTracks(artist.id, 1);
  await releaseWithTracks(artist.id, 1);
  await db.release.update({ where: { id: rel.id }, data: { createdAt: lastMonth } });
  await expectRecount(admin);
  await db.user.update({ where: { id: artist.id }, data: { brand: 'distro80' } });
  const moved = await expectRecount(admin);
  expect(moved.releasesByBrand.distro80[11]).toBeGreaterThanOrEqual(1);

  // Statement rows: matched (their group) and unmatched (the review queue), then one matched by hand.
  const month = monthOf(now);
  const isrc = rel.tracks[0].isrc;
  const csv =
    'net_amount,units,isrc,track_title,store,country,sale_period,currency\r\n' +
    `0.255,3,${isrc},Song,Spotify,US,${month},USD\r\n` +
    `0.5,1,ZZZZZ0000001,Unknown,Spotify,US,${month},USD\r\n` +
    `1.25,4,ZZZZZ0000002,Unknown,Spotify,US,${monthOf(lastMonth)},USD\r\n`;
  const imp = await importStatement(admin, csv, { period: month });
  expect(imp).toMatchObject({ status: 'completed', matchedRows: 1, unmatchedRows: 2 });
  const imported = await expectRecount(admin);
  expect(imported.streams[11]).toBeGreaterThanOrEqual(4);
  await db.earningLine.updateMany({
    where: { importId: imp.id, status: 'unmatched', salePeriod: month },
    data: { status: 'resolved' },
  });
  await expectRecount(admin);

  // Deleting the import takes its groups and lines (by cascade) out of the totals.
  await db.statementImport.delete({ where: { id: imp.id } });
  await db.release.delete({ where: { id: rel.id } });
  await expectRecount(admin);
});
