// /analytics-dashboard (staff): streams, revenue, releases and service orders per month, by brand,
// over the last 12 months, from the platform's own records.
import { db } from '../db';

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
    db.earningLine.groupBy({
      by: ['salePeriod'],
      where: { salePeriod: { gte: labels[0] } },
      _sum: { units: true, amountUsd: true },
    }),
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
  const royaltiesCents = zero();
  for (const e of earnings) {
    const i = labels.indexOf(e.salePeriod.slice(0, 7));
    if (i < 0) continue;
    streams[i] += e._sum.units ?? 0;
    royaltiesCents[i] += Math.round(Number(e._sum.amountUsd ?? 0) * 100);
  }
  return { labels, brands, ordersByBrand, revenueByBrand, releasesByBrand, streams, royaltiesCents };
}
export type PlatformAnalytics = Awaited<ReturnType<typeof platformAnalytics>>;
