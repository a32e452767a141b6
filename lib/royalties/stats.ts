// Figures the command center's /api/stats reads from the royalties domain.
import { db } from '../platform/db';

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

/**
 * A release's two figures, in USD cents: gross is everything the stores paid for it (every contributor's
 * allocation), net is what reached the release's owner after splits. Every page that shows a release's
 * earnings reads them here, so the same release shows the same two numbers everywhere.
 */
export async function releaseGrossNetCents(
  releaseIds: string[],
): Promise<Map<string, { grossCents: number; netCents: number }>> {
  if (releaseIds.length === 0) return new Map();
  const [owners, rows] = await Promise.all([
    db.release.findMany({ where: { id: { in: releaseIds } }, select: { id: true, ownerId: true } }),
    db.earningAllocation.groupBy({
      by: ['releaseId', 'userId'],
      where: { releaseId: { in: releaseIds } },
      _sum: { amountCents: true },
    }),
  ]);
  const ownerOf = new Map(owners.map((r) => [r.id, r.ownerId]));
  const out = new Map(releaseIds.map((id) => [id, { grossCents: 0, netCents: 0 }]));
  for (const r of rows) {
    const f = out.get(r.releaseId as string);
    if (!f) continue;
    const cents = r._sum.amountCents ?? 0;
    f.grossCents += cents;
    if (r.userId !== null && r.userId === ownerOf.get(r.releaseId as string)) f.netCents += cents;
  }
  return out;
}
