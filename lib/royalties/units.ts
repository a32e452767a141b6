// Units (streams, downloads) the stores reported, summed from the matched statement rows of completed imports
// (earning groups): per release, track, store, sale month or country, for the assistant's "how many streams"
// questions. A group is counted once whatever the splits, unlike allocations (one per contributor).
import { db } from '../platform/db';

export async function unitsBy(
  by: 'releaseId' | 'trackId' | 'store' | 'salePeriod' | 'country',
  filter: {
    from?: string;
    to?: string;
    store?: string;
    releaseIds?: string[];
    trackIds?: string[];
    country?: string;
  } = {},
): Promise<Map<string, number>> {
  const completed = await db.statementImport.findMany({ where: { status: 'completed' }, select: { id: true } });
  const salePeriod =
    filter.from || filter.to
      ? { ...(filter.from ? { gte: filter.from } : {}), ...(filter.to ? { lte: filter.to } : {}) }
      : undefined;
  const rows = await db.earningGroup.groupBy({
    by: [by],
    where: {
      importId: { in: completed.map((c) => c.id) },
      ...(by === 'releaseId' || by === 'trackId' ? { [by]: { not: null } } : {}),
      ...(salePeriod ? { salePeriod } : {}),
      ...(filter.store ? { store: { equals: filter.store, mode: 'insensitive' as const } } : {}),
      ...(filter.releaseIds ? { releaseId: { in: filter.releaseIds } } : {}),
      ...(filter.trackIds ? { trackId: { in: filter.trackIds } } : {}),
      ...(filter.country ? { country: filter.country } : {}),
    },
    _sum: { units: true },
  });
  return new Map(rows.map((r) => [String(r[by]), Number(r._sum.units ?? 0n)]));
}
