// Figures the command center's /api/stats reads from the royalties domain.
import { db } from '../db';

/** Revenue reported by stores across all completed statement imports, in USD cents. */
export async function totalRevenueCents(): Promise<number> {
  const agg = await db.statementImport.aggregate({ where: { status: 'completed' }, _sum: { totalUsdCents: true } });
  return Number(agg._sum.totalUsdCents ?? 0n);
}

/** Earnings allocated per release (all contributors, every completed import), USD cents by release id. */
export async function releaseEarningsCents(releaseIds: string[]): Promise<Map<string, number>> {
  if (releaseIds.length === 0) return new Map();
  const rows = await db.earningAllocation.groupBy({
    by: ['releaseId'],
    where: { releaseId: { in: releaseIds } },
    _sum: { amountCents: true },
  });
  return new Map(rows.map((r) => [r.releaseId as string, r._sum.amountCents ?? 0]));
}

/** One payee's share of a release's earnings (what is left to them after the other splits), USD cents. */
export async function releaseShareCents(releaseId: string, userId: string): Promise<number> {
  const agg = await db.earningAllocation.aggregate({ where: { releaseId, userId }, _sum: { amountCents: true } });
  return agg._sum.amountCents ?? 0;
}
