// royalties's public face (docs/architecture.md "Floors and domains"): what other domains may use; they import
// `@/lib/royalties`, never a file inside. Export only what another domain needs, and nothing that reaches a domain
// which imports this one (no cycles).
export { totalEarnedCentsOf, userEarningsSummary } from './earnings';
export { lockUserLedger, postTransaction } from './ledger';
export { availableBalanceCents, getPayoutMethod, listPayoutsForAdmin, payoutMinimumCents } from './payouts';
export { artistsWithEarnings, topEarners } from './reports';
export { listStatements, unmatchedTotals } from './statements';
export { unmatchedCodes } from './unmatched-codes';
export { unitsBy } from './units';
export { releaseEarningsCents, releaseGrossNetCents, totalRevenueCents } from './stats';

// What the assistant ranks and totals by period (lib/brain/intents/earnings-aggregate.ts).
import { db } from '../platform/db';
import { earningsFilterWhere, type EarningsFilter } from './earnings-filter';

export type { EarningsFilter } from './earnings-filter';

/**
 * Earnings allocated (all contributors: gross) per release or per track, in USD cents, for the sale periods
 * `from`..`to` (YYYY-MM, inclusive, either open). The same allocations the projects and earnings pages sum.
 */
export async function earningsBy(
  by: 'releaseId' | 'trackId' | 'store' | 'salePeriod' | 'country' | 'userId',
  filter: EarningsFilter = {},
): Promise<Map<string, number>> {
  const rows = await db.earningAllocation.groupBy({
    by: [by],
    where: {
      ...(by === 'releaseId' || by === 'trackId' || by === 'userId' ? { [by]: { not: null } } : {}),
      ...earningsFilterWhere(filter),
    },
    _sum: { amountCents: true },
  });
  return new Map(rows.map((r) => [r[by] as string, r._sum.amountCents ?? 0]));
}

/**
 * Earnings credited per split-sheet payee by the name on the share (an invited contributor without an
 * account included), for the sale periods given: what each collaborator earned.
 */
export async function earningsBySplitPayee(filter: { from?: string; to?: string } = {}) {
  const salePeriod =
    filter.from || filter.to
      ? { ...(filter.from ? { gte: filter.from } : {}), ...(filter.to ? { lte: filter.to } : {}) }
      : undefined;
  const rows = await db.earningAllocation.groupBy({
    by: ['shareId'],
    where: { shareId: { not: null }, ...(salePeriod ? { salePeriod } : {}) },
    _sum: { amountCents: true },
  });
  const shares = await db.splitShare.findMany({
    where: { id: { in: rows.map((r) => r.shareId!) } },
    select: { id: true, name: true, userId: true },
  });
  const per = new Map<string, { name: string; cents: number; hasAccount: boolean }>();
  for (const r of rows) {
    const s = shares.find((x) => x.id === r.shareId);
    if (!s) continue;
    const key = s.name.trim().toLowerCase();
    const x = per.get(key) ?? { name: s.name.trim(), cents: 0, hasAccount: false };
    x.cents += r._sum.amountCents ?? 0;
    x.hasAccount ||= !!s.userId;
    per.set(key, x);
  }
  return [...per.values()];
}

/** The split sheets of a release and of its tracks with their recoupment: target, paid so far, and to whom. */
export async function recoupmentsOfRelease(releaseId: string) {
  const sheets = await db.splitSheet.findMany({
    where: { OR: [{ releaseId }, { track: { releaseId } }] },
    orderBy: { effectiveFrom: 'asc' },
    select: {
      effectiveFrom: true,
      recoupCents: true,
      recoupedCents: true,
      recoupShareId: true,
      track: { select: { title: true } },
      shares: { select: { id: true, name: true } },
    },
  });
  return sheets.map((s) => ({
    from: s.effectiveFrom,
    track: s.track?.title ?? null,
    targetCents: s.recoupCents,
    recoupedCents: s.recoupedCents,
    to: s.shares.find((x) => x.id === s.recoupShareId)?.name ?? null,
  }));
}
export { listReleaseSplits } from './splits';
