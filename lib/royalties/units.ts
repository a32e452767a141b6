// Units (streams, downloads) the stores reported, summed from the matched statement rows of completed imports
// (earning groups): per release, track, store, sale month or country, for the assistant's "how many streams"
// questions. A group is counted once whatever the splits, unlike allocations (one per contributor).
import { db } from '../platform/db';
import { earningsFilterWhere, type EarningsFilter } from './earnings-filter';

export async function unitsBy(
  by: 'releaseId' | 'trackId' | 'store' | 'salePeriod' | 'country',
  filter: EarningsFilter = {},
): Promise<Map<string, number>> {
  const completed = await db.statementImport.findMany({ where: { status: 'completed' }, select: { id: true } });
  const rows = await db.earningGroup.groupBy({
    by: [by],
    where: {
      importId: { in: completed.map((c) => c.id) },
      ...(by === 'releaseId' || by === 'trackId' ? { [by]: { not: null } } : {}),
      ...earningsFilterWhere(filter),
    },
    _sum: { units: true },
  });
  return new Map(rows.map((r) => [String(r[by]), Number(r._sum.units ?? 0n)]));
}
