// The royalties domain's face: what other domains (the assistant) read from it.
import { db } from '../platform/db';

export { releaseEarningsCents, releaseGrossNetCents, totalRevenueCents } from './stats';
export { artistsWithEarnings, topEarners } from './reports';
export { listStatements, unmatchedTotals } from './statements';
export { listPayoutsForAdmin } from './payouts';

/**
 * Earnings allocated (all contributors: gross) per release or per track, in USD cents, for the sale periods
 * `from`..`to` (YYYY-MM, inclusive, either open). The same allocations the projects and earnings pages sum.
 */
export async function earningsBy(
  by: 'releaseId' | 'trackId',
  period: { from?: string; to?: string } = {},
): Promise<Map<string, number>> {
  const salePeriod =
    period.from || period.to
      ? { ...(period.from ? { gte: period.from } : {}), ...(period.to ? { lte: period.to } : {}) }
      : undefined;
  const rows = await db.earningAllocation.groupBy({
    by: [by],
    where: { [by]: { not: null }, ...(salePeriod ? { salePeriod } : {}) },
    _sum: { amountCents: true },
  });
  return new Map(rows.map((r) => [r[by] as string, r._sum.amountCents ?? 0]));
}
