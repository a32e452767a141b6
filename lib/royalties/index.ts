// royalties's public face (docs/architecture.md "Floors and domains"): what other domains may use; they import
// `@/lib/royalties`, never a file inside. Export only what another domain needs, and nothing that reaches a domain
// which imports this one (no cycles).
export { totalEarnedCentsOf, userEarningsSummary } from './earnings';
export { lockUserLedger, postTransaction } from './ledger';
export { listPayoutsForAdmin, payoutMinimumCents } from './payouts';
export { artistsWithEarnings, topEarners } from './reports';
export { listStatements, unmatchedTotals } from './statements';
export { releaseEarningsCents, releaseGrossNetCents, totalRevenueCents } from './stats';

// What the assistant ranks and totals by period (lib/brain/intents/earnings-aggregate.ts).
import { db } from '../platform/db';

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
