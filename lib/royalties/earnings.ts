// Earnings read models: the signed-in user's summary (GET /api/earnings) and aggregates for the pages.
import { db } from '../platform/db';
import { csvLine } from '../platform/csv';
import { Prisma } from '../generated/prisma/client';
import { balanceCents } from './ledger';
import type { EarningsQuery } from './schema';

const dollars = (cents: number) => cents / 100;

/** The calendar month (UTC) as a sale period, "2026-11". */
function currentPeriod(d = new Date()): string {
  return d.toISOString().slice(0, 7);
}

/**
 * The sale periods of this month as a range ('2026-11' up to '2026-12'): a prefix match (LIKE '2026-11%')
 * cannot use the (userId, salePeriod) index outside the C collation and read every allocation of the user.
 */
function currentPeriodRange(d = new Date()) {
  const next = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
  return { gte: currentPeriod(d), lt: currentPeriod(next) };
}

/** What each user has earned in all (the running totals `userEarningsSummary` sums), in one query for a list. */
export async function totalEarnedCentsOf(userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.earningMonthTotal.groupBy({
    by: ['userId'],
    where: { userId: { in: userIds } },
    _sum: { cents: true },
  });
  return new Map(rows.map((r) => [r.userId, Number(r._sum.cents ?? 0n)]));
}

/**
 * Spec §7.2: totalEarned, thisMonth, pendingPayouts, recentPayouts (source, track, date, amount), in USD.
 * The total is read from the running totals kept by the database in the transaction of every allocation
 * write (EarningMonthTotal, EarningGroupTotal; prisma/schema/perf.prisma): the cost does not grow with the
 * number of earnings lines. This Month is what was earned from sales in the current calendar month (the
 * lines' sale period), not what was credited this month: a statement imported today for last month's
 * streams belongs to last month. It sums the month's cells (EarningCellTotal: one row per sale period, store,
 * track and country, kept by the same triggers), read through their key (userId, salePeriod, ...): a few hundred
 * rows for the artist with 1,000,000 allocations, where summing the month's allocations read 42,000.
 */
export async function userEarningsSummary(userId: string) {
  const [months, thisMonth, pending, balance, recent] = await Promise.all([
    db.earningMonthTotal.findMany({ where: { userId }, select: { month: true, cents: true } }),
    db.earningCellTotal.aggregate({
      where: { userId, salePeriod: currentPeriodRange() },
      _sum: { cents: true },
    }),
    db.payoutRequest.aggregate({
      where: { userId, status: { in: ['requested', 'approved'] } },
      _sum: { amountCents: true },
    }),
    balanceCents(db, userId),
    db.earningGroupTotal.findMany({
      where: { userId, lines: { gt: 0 } },
      orderBy: { lastAt: 'desc' },
      // bounded: the dashboard's ten latest earnings; the earnings page lists them all.
      take: 10,
      select: { importId: true, trackId: true, store: true, cents: true, lastAt: true },
    }),
  ]);
  const periods = await salePeriodsOf(userId, recent);
  const trackIds = [...new Set(recent.map((r) => r.trackId).filter((t) => t !== ''))];
  const titles = new Map(
    trackIds.length
      ? (await db.track.findMany({ where: { id: { in: trackIds } }, select: { id: true, title: true } })).map((t) => [
          t.id,
          t.title,
        ])
      : [],
  );
  const totalCents = Number(months.reduce((s, m) => s + m.cents, 0n));
  const monthCents = Number(thisMonth._sum.cents ?? 0n);
  const pendingCents = pending._sum.amountCents ?? 0;
  return {
    currency: 'USD',
    totalEarned: dollars(totalCents),
    thisMonth: dollars(monthCents),
    pendingPayouts: dollars(pendingCents),
    availableBalance: dollars(Number(balance)),
    totalEarnedCents: totalCents,
    thisMonthCents: monthCents,
    pendingPayoutsCents: pendingCents,
    availableBalanceCents: Number(balance),
    // Each line is one statement's earnings for a track and store: `date` (spec §7.2) and `importedAt` are when the
    // statement was imported, `salePeriod` the months its sales happened (what This Month counts).
    recentPayouts: recent.map((r) => ({
      source: r.store,
      track: (r.trackId && titles.get(r.trackId)) || 'Release sale',
      date: r.lastAt,
      importedAt: r.lastAt,
      salePeriod: periods.get(groupKey(r)) ?? null,
      amount: dollars(Number(r.cents)),
      amountCents: Number(r.cents),
    })),
  };
}

type GroupRef = { importId: string; trackId: string | null; store: string };
const groupKey = (g: GroupRef) => `${g.importId}|${g.trackId ?? ''}|${g.store}`;

/** The first and last sale month ("2026-09") of each recent line's allocations: a statement can span months. */
async function salePeriodsOf(userId: string, groups: GroupRef[]) {
  const out = new Map<string, { from: string; to: string }>();
  if (!groups.length) return out;
  // bounded: the lines of the ten recent (import, track, store) groups, read through the importId index.
  const rows = await db.earningAllocation.groupBy({
    by: ['importId', 'trackId', 'store'],
    where: {
      userId,
      importId: { in: [...new Set(groups.map((g) => g.importId))] },
      store: { in: [...new Set(groups.map((g) => g.store))] },
    },
    _min: { salePeriod: true },
    _max: { salePeriod: true },
  });
  for (const r of rows)
    if (r._min.salePeriod && r._max.salePeriod)
      out.set(groupKey(r), { from: r._min.salePeriod.slice(0, 7), to: r._max.salePeriod.slice(0, 7) });
  return out;
}

function allocationWhere(userId: string, q: EarningsQuery): Prisma.EarningAllocationWhereInput {
  return {
    userId,
    ...(q.from || q.to ? { salePeriod: { ...(q.from ? { gte: q.from } : {}), ...(q.to ? { lte: q.to } : {}) } } : {}),
    ...(q.store ? { store: q.store } : {}),
    ...(q.trackId ? { trackId: q.trackId } : {}),
  };
}

export { earningsBreakdown } from './earnings-breakdown';

/** The user's earnings as CSV rows (period, store, country, track, ISRC, units, amount). */
export async function* earningsCsv(userId: string, q: EarningsQuery): AsyncGenerator<string> {
  yield csvLine(['sale_period', 'store', 'country', 'track', 'isrc', 'units', 'amount_usd']);
  const where = allocationWhere(userId, q);
  const groups = await db.earningAllocation.groupBy({
    by: ['salePeriod', 'store', 'country', 'trackId'],
    where,
    _sum: { amountCents: true, units: true },
    orderBy: [{ salePeriod: 'asc' }, { store: 'asc' }, { country: 'asc' }],
  });
  const ids = [...new Set(groups.map((g) => g.trackId).filter((t): t is string => !!t))];
  const tracks = new Map(
    (await db.track.findMany({ where: { id: { in: ids } }, select: { id: true, title: true, isrc: true } })).map(
      (t) => [t.id, t],
    ),
  );
  for (const g of groups) {
    const t = g.trackId ? tracks.get(g.trackId) : undefined;
    yield csvLine([
      g.salePeriod,
      g.store,
      g.country,
      t?.title ?? '',
      t?.isrc ?? '',
      g._sum.units ?? 0,
      ((g._sum.amountCents ?? 0) / 100).toFixed(2),
    ]);
  }
}

/** How the earnings of the user's releases were shared among contributors. */
export async function contributorEarnings(ownerId: string, q: EarningsQuery) {
  // Allocations keep their release's id without a relation (prisma/schema/royalties.prisma).
  const owned = await db.release.findMany({ where: { ownerId }, select: { id: true } });
  // From the running totals per release, sale period, share and payee (EarningShareTotal, kept by the allocation
  // triggers; '' for no share or no payee), not the allocations: 292 ms -> a few ms for 500 releases at SCALE=0.1.
  const totals = await db.earningShareTotal.groupBy({
    by: ['shareId', 'userId'],
    where: {
      releaseId: { in: owned.map((r) => r.id) },
      lines: { gt: 0 },
      ...(q.from || q.to ? { salePeriod: { ...(q.from ? { gte: q.from } : {}), ...(q.to ? { lte: q.to } : {}) } } : {}),
    },
    _sum: { cents: true },
    orderBy: { _sum: { cents: 'desc' } },
  });
  const groups = totals.map((t) => ({
    shareId: t.shareId || null,
    userId: t.userId || null,
    _sum: { amountCents: Number(t._sum.cents ?? 0) },
  }));
  const shareIds = groups.map((g) => g.shareId).filter((s): s is string => !!s);
  const userIds = groups.map((g) => g.userId).filter((s): s is string => !!s);
  const [shares, users] = await Promise.all([
    db.splitShare.findMany({
      where: { id: { in: shareIds } },
      select: {
        id: true,
        name: true,
        role: true,
        shareBps: true,
        sheet: { select: { track: { select: { title: true } }, release: { select: { title: true } } } },
      },
    }),
    db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, name: true } }),
  ]);
  const shareMap = new Map(shares.map((s) => [s.id, s]));
  const userMap = new Map(users.map((u) => [u.id, u.name]));
  return {
    items: groups.map((g) => {
      const s = g.shareId ? shareMap.get(g.shareId) : undefined;
      return {
        shareId: g.shareId,
        contributor: s?.name ?? (g.userId ? userMap.get(g.userId) : undefined) ?? 'Unknown',
        role: s?.role ?? 'owner',
        work: s ? (s.sheet.track?.title ?? s.sheet.release?.title ?? '') : 'No split (all to the owner)',
        shareBps: s?.shareBps ?? 10_000,
        claimed: !!g.userId,
        cents: g._sum.amountCents ?? 0,
      };
    }),
  };
}

/** Streams/units of the user's releases from the matched statement rows' sums: by month, track and country. */
export async function artistAnalytics(ownerId: string, q: EarningsQuery) {
  // Groups carry plain ids (no relations, as lines). Groups exist only for completed imports (written in the
  // transaction that completes them, or by a row matched by hand).
  const filters = [Prisma.sql`TRUE`];
  if (q.from) filters.push(Prisma.sql`"salePeriod" >= ${q.from}`);
  if (q.to) filters.push(Prisma.sql`"salePeriod" <= ${q.to}`);
  if (q.store) filters.push(Prisma.sql`store = ${q.store}`);
  // One pass over the owner's groups with GROUPING SETS, read from the (releaseId, salePeriod, store, country,
  // trackId, units) index alone. The owner's releases as an ARRAY sub-select rather than a join or a list of
  // ids: the planner then probes the index per release instead of reading the whole table (the list of ids
  // was a sequential scan of every group of the label for an artist with 500 releases: 16-33 ms at
  // SCALE=0.1, growing with the label; this is 3 ms, growing only with the artist's own groups). The top 20
  // countries and tracks are cut in the query (with the tracks' titles): one round trip, a bounded answer.
  const rows = await db.$queryRaw<AnalyticsRow[]>`
    WITH sets AS (
      SELECT GROUPING("salePeriod", store, country, "trackId")::int AS g, "salePeriod", store, country, "trackId",
             SUM(units)::bigint AS units
      FROM "EarningGroup"
      WHERE "releaseId" = ANY(ARRAY(SELECT id FROM "Release" WHERE "ownerId" = ${ownerId}))
        AND ${Prisma.join(filters, ' AND ')}
      GROUP BY GROUPING SETS (("salePeriod"), (store), (country), ("trackId"))
    ), ranked AS (
      SELECT sets.*, row_number() OVER (PARTITION BY g ORDER BY units DESC, "salePeriod", store, country, "trackId")::int AS n
      FROM sets
    )
    SELECT r.g, r."salePeriod", r.store, r.country, r."trackId", r.units, r.n, t.title
    FROM ranked r LEFT JOIN "Track" t ON t.id = r."trackId"
    WHERE r.g IN (${SET.month}, ${SET.store}) OR r.n <= ${TOP}`;
  // Each set in its rank (units, largest first); months by period.
  const set = (g: number) =>
    rows
      .filter((r) => r.g === g)
      .sort((a, b) => a.n - b.n)
      .map((r) => ({ ...r, units: Number(r.units ?? 0n) }));
  const byMonth = set(SET.month).sort((a, b) => (a.salePeriod! < b.salePeriod! ? -1 : 1));
  return {
    totalUnits: byMonth.reduce((s, r) => s + r.units, 0),
    byMonth: byMonth.map((r) => ({ period: r.salePeriod!, units: r.units })),
    byStore: set(SET.store).map((r) => ({ store: r.store!, units: r.units })),
    byCountry: set(SET.country).map((r) => ({ country: r.country || '—', units: r.units })),
    byTrack: set(SET.track).map((r) => ({ trackId: r.trackId, title: r.title || 'Release sale', units: r.units })),
  };
}

/** GROUPING("salePeriod", store, country, "trackId") of each grouping set: 1 where a column is not grouped. */
const SET = { month: 0b0111, store: 0b1011, country: 0b1101, track: 0b1110 } as const;
/** Bounded charts: the top countries and tracks by units. */
const TOP = 20;

interface AnalyticsRow {
  /** GROUPING("salePeriod", store, country, "trackId"): 1 where the column is not grouped in the row's set */
  g: number;
  salePeriod: string | null;
  store: string | null;
  country: string | null;
  trackId: string | null;
  units: bigint | null;
  /** rank in its set by units, largest first */
  n: number;
  /** the track's title (track rows) */
  title: string | null;
}
