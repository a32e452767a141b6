// The user's earnings by month, store, track and country (GET /api/royalties/earnings, the royalty dashboard and
// the earnings page). One pass with GROUPING SETS over the user's running totals by sale period, store, track and
// country (EarningCellTotal, kept by the allocation triggers; issue #40): it was six queries, each reading every
// allocation of the user (an artist with 100,000 allocation rows: 150 ms each under load), then one pass over them.
import { Prisma } from '../generated/prisma/client';
import { db } from '../platform/db';
import type { EarningsQuery } from './schema';

interface GroupRow {
  /** GROUPING("salePeriod", store, "trackId", country): which set the row sums */
  g: number;
  salePeriod: string | null;
  store: string | null;
  trackId: string | null;
  country: string | null;
  cents: bigint | null;
}

// GROUPING's bits, first argument highest: 1 where the column is not grouped in the row's set.
const BY_MONTH = 0b0111;
const BY_STORE = 0b1011;
const BY_TRACK = 0b1101;
const BY_COUNTRY = 0b1110;
const TOTAL = 0b1111;

function filters(userId: string, q: EarningsQuery): Prisma.Sql {
  const parts = [Prisma.sql`"userId" = ${userId}`];
  if (q.from) parts.push(Prisma.sql`"salePeriod" >= ${q.from}`);
  if (q.to) parts.push(Prisma.sql`"salePeriod" <= ${q.to}`);
  if (q.store) parts.push(Prisma.sql`store = ${q.store}`);
  if (q.trackId) parts.push(Prisma.sql`"trackId" = ${q.trackId}`);
  return Prisma.join(parts, ' AND ');
}

const byCentsDesc = <T extends { cents: number }>(a: T, b: T) => b.cents - a.cents;

/** Totals by month, store, track and country for the user's own earnings, with filters. */
export async function earningsBreakdown(userId: string, q: EarningsQuery) {
  const filtered = !!(q.from || q.to || q.store || q.trackId);
  const [rows, storeRows] = await Promise.all([
    // A cell's trackId is '' for lines without a track (NULL on the allocation).
    db.$queryRaw<GroupRow[]>`
      SELECT GROUPING("salePeriod", store, "trackId", country)::int AS g, "salePeriod", store, "trackId", country,
             SUM(cents)::bigint AS cents
      FROM (SELECT "salePeriod", store, NULLIF("trackId", '') AS "trackId", country, cents
            FROM "EarningCellTotal" WHERE lines > 0 AND ${filters(userId, q)}) AS cell
      GROUP BY GROUPING SETS (("salePeriod"), (store), ("trackId"), (country), ())`,
    // Every store the user earned from (the filter's choices): the unfiltered breakdown already has them.
    filtered
      ? db.earningCellTotal.groupBy({ by: ['store'], where: { userId, lines: { gt: 0 } }, orderBy: { store: 'asc' } })
      : Promise.resolve(null),
  ]);
  const set = (g: number) => rows.filter((r) => r.g === g).map((r) => ({ ...r, cents: Number(r.cents ?? 0) }));
  // bounded: the 50 top tracks and countries of a breakdown (top-N charts).
  const byTrack = set(BY_TRACK).sort(byCentsDesc).slice(0, 50);
  const trackIds = byTrack.map((t) => t.trackId).filter((t): t is string => !!t);
  const tracks = new Map(
    (await db.track.findMany({ where: { id: { in: trackIds } }, select: { id: true, title: true, isrc: true } })).map(
      (t) => [t.id, t],
    ),
  );
  const byStore = set(BY_STORE).sort(byCentsDesc);
  return {
    totalCents: set(TOTAL)[0]?.cents ?? 0,
    byMonth: set(BY_MONTH)
      .sort((a, b) => (a.salePeriod! < b.salePeriod! ? -1 : 1))
      .map((r) => ({ period: r.salePeriod!, cents: r.cents })),
    byStore: byStore.map((r) => ({ store: r.store!, cents: r.cents })),
    byTrack: byTrack.map((r) => ({
      trackId: r.trackId,
      title: (r.trackId && tracks.get(r.trackId)?.title) || 'Unknown track',
      isrc: (r.trackId && tracks.get(r.trackId)?.isrc) || '',
      cents: r.cents,
    })),
    byCountry: set(BY_COUNTRY)
      .sort(byCentsDesc)
      .slice(0, 50)
      .map((r) => ({ country: r.country || '—', cents: r.cents })),
    stores: storeRows ? storeRows.map((s) => s.store) : byStore.map((r) => r.store!).sort(),
  };
}
