// /analytics-dashboard (staff): streams, revenue, releases and service orders per month, by brand,
// over the last 12 months, from the platform's own records (their running totals per month).
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
  const window = { month: { gte: labels[0], lte: labels[labels.length - 1] } };
  // Running totals per month kept by triggers (prisma/schema/services.prisma, BrandMonthTotal and
  // StatementMonthTotal): twelve months' rows whatever the size of the orders, releases and statements.
  const [byBrand, statements] = await Promise.all([
    db.brandMonthTotal.findMany({ where: { ...window, OR: [{ orders: { gt: 0 } }, { releases: { gt: 0 } }] } }),
    db.statementMonthTotal.findMany({ where: window }),
  ]);
  const brands = [...new Set(byBrand.map((t) => t.brand))].sort();
  const zero = () => labels.map(() => 0);
  const ordersByBrand = Object.fromEntries(brands.map((b) => [b, zero()]));
  const revenueByBrand = Object.fromEntries(brands.map((b) => [b, zero()]));
  const releasesByBrand = Object.fromEntries(brands.map((b) => [b, zero()]));
  for (const t of byBrand) {
    const i = labels.indexOf(t.month);
    ordersByBrand[t.brand][i] += t.orders;
    revenueByBrand[t.brand][i] += Number(t.paidCents);
    releasesByBrand[t.brand][i] += t.releases;
  }
  const streams = zero();
  // Summed exactly per month, then rounded once to the cent.
  const usd = labels.map(() => new Prisma.Decimal(0));
  for (const t of statements) {
    const i = labels.indexOf(t.month);
    streams[i] += Number(t.units);
    usd[i] = usd[i].plus(t.amountUsd);
  }
  const royaltiesCents = usd.map((d) => d.times(100).toDecimalPlaces(0, Prisma.Decimal.ROUND_HALF_UP).toNumber());
  return { labels, brands, ordersByBrand, revenueByBrand, releasesByBrand, streams, royaltiesCents };
}
