// Units (streams, downloads) the stores reported, summed from the matched statement rows of completed imports
// (earning groups): per release, track, store, sale month or country, for the assistant's "how many streams"
// questions. A group is counted once whatever the splits, unlike allocations (one per contributor).
import { db } from '../platform/db';
import { Prisma } from '../generated/prisma/client';
import { earningsFilterSql, type EarningsFilter } from './earnings-filter';

const COLUMN = {
  releaseId: Prisma.sql`g."releaseId"`,
  trackId: Prisma.sql`g."trackId"`,
  store: Prisma.sql`g.store`,
  salePeriod: Prisma.sql`g."salePeriod"`,
  country: Prisma.sql`g.country`,
} as const;

export async function unitsBy(by: keyof typeof COLUMN, filter: EarningsFilter = {}): Promise<Map<string, number>> {
  const key = COLUMN[by];
  // Completed imports by a semi-join on the import (groups carry its id without a relation), as the unmatched
  // queue does (unmatched-queue.ts): a list of every completed import's id was 5,000 parameters at a label's scale.
  const rows = await db.$queryRaw<{ key: string | null; units: bigint | null }[]>`
    SELECT ${key} AS key, sum(g.units)::bigint AS units FROM "EarningGroup" g
    WHERE EXISTS (SELECT 1 FROM "StatementImport" i WHERE i.id = g."importId" AND i.status = 'completed')
      ${by === 'releaseId' || by === 'trackId' ? Prisma.sql`AND ${key} IS NOT NULL` : Prisma.empty}
      ${earningsFilterSql(filter, 'g')}
    GROUP BY ${key}`;
  return new Map(rows.map((r) => [String(r.key), Number(r.units ?? 0n)]));
}
