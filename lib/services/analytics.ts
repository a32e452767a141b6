// /analytics-dashboard (staff): streams, revenue, releases and service orders per month, by brand,
// over the last 12 months, from the platform's own records.
import { db } from '../platform/db';
import { Prisma } from '../generated/prisma/client';

function months(n: number, now = new Date()): string[] {
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push(d.toISOString().slice(0, 7));
  }
  return out;
}

export async function platformAnalytics(now = new Date()) {
  const labels = months(12, now);
  const since = new Date(`${labels[0]}-01T00:00:00Z`);
  const [orders, releases, earnings] = await Promise.all([
    db.serviceOrder.findMany({
      where: { createdAt: { gte: since } },
      select: { createdAt: true, brand: true, amountCents: true, paymentStatus: true },
    }),
    db.release.findMany({
      where: { createdAt: { gte: since } },
      select: { createdAt: true, status: true, owner: { select: { brand: true } } },
    }),
    // Every statement row: the matched ones' sums and the rows still waiting in the review queue.
    Promise.all([
      db.earningGroup.groupBy({
        by: ['salePeriod'],
        where: { salePeriod: { gte: labels[0] } },
        _sum: { units: true, amountUsd: true },
      }),
      db.earningLine.groupBy({
        by: ['salePeriod'],
        where: { salePeriod: { gte: labels[0] }, status: 'unmatched' },
        _sum: { units: true, amountUsd: true },
      }),
    ]).then(([groups, lines]) => [...groups, ...lines]),
  ]);
  const brands = [...new Set([...orders.map((o) => o.brand), ...releases.map((r) => r.owner.brand)])].sort();
  const idx = (d: Date) => labels.indexOf(d.toISOString().slice(0, 7));
  const zero = () => labels.map(() => 0);
  const ordersByBrand = Object.fromEntries(brands.map((b) => [b, zero()]));
  const revenueByBrand = Object.fromEntries(brands.map((b) => [b, zero()]));
  for (const o of orders) {
    const i = idx(o.createdAt);
    if (i < 0) continue;
    ordersByBrand[o.brand][i] += 1;
    if (o.paymentStatus === 'paid') revenueByBrand[o.brand][i] += o.amountCents;
  }
  const releasesByBrand = Object.fromEntries(brands.map((b) => [b, zero()]));
  for (const r of releases) {
    const i = idx(r.createdAt);
    if (i >= 0) releasesByBrand[r.owner.brand][i] += 1;
  }
  const streams = zero();
  // Summed exactly per month, then rounded once to the cent.
  const usd = labels.map(() => new Prisma.Decimal(0));
  for (const e of earnings) {
    const i = labels.indexOf(e.salePeriod.slice(0, 7));
    if (i < 0) continue;
    streams[i] += Number(e._sum.units ?? 0);
    usd[i] = usd[i].plus(e._sum.amountUsd ?? 0);
  }
  const royaltiesCents = usd.map((d) => d.times(100).toDecimalPlaces(0, Prisma.Decimal.ROUND_HALF_UP).toNumber());
  return { labels, brands, ordersByBrand, revenueByBrand, releasesByBrand, streams, royaltiesCents };
}
export type PlatformAnalytics = Awaited<ReturnType<typeof platformAnalytics>>;
