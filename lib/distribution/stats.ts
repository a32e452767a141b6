// Figures of the distribution pipeline for the command center and the distribution pages.
import { db } from '../platform/db';
import type { z } from 'zod';
import type { DeliveryStatus } from '../generated/prisma/enums';
import { newestFirst, paginate } from '../platform/paging';
import type { deliveriesQuerySchema } from './schema';
import { liveWhere, RELEASE_STATUSES, scheduledWhere, STATUS_LABEL } from './releases/status';

/** Stores releases can currently be delivered to. */
export function enabledStoreCount(): Promise<number> {
  return db.store.count({ where: { enabled: true } });
}

/** Releases in the shops (Live): acknowledged and their release date reached; Scheduled ones are not counted. */
export function liveReleaseCount(now: Date = new Date()): Promise<number> {
  return db.release.count({ where: liveWhere(now) });
}

/** Releases the stores hold whose release date is still ahead (Scheduled). */
export function scheduledReleaseCount(now: Date = new Date()): Promise<number> {
  return db.release.count({ where: scheduledWhere(now) });
}

/** When the next Scheduled release turns Live (its release date), or null: how long a cached figure holds. */
export async function nextGoLive(now: Date = new Date()): Promise<Date | null> {
  const r = await db.release.aggregate({ where: scheduledWhere(now), _min: { releaseDate: true } });
  return r._min.releaseDate;
}

export async function pipelineCounts(now: Date = new Date()) {
  const [byStatus, scheduled, byDelivery, stores, enabled, inbox] = await Promise.all([
    db.release.groupBy({ by: ['status'], _count: true }),
    scheduledReleaseCount(now),
    db.delivery.groupBy({ by: ['status'], _count: true }),
    db.store.count(),
    enabledStoreCount(),
    db.dspInboxMessage.count(),
  ]);
  const r = Object.fromEntries(byStatus.map((s) => [s.status, s._count])) as Record<string, number>;
  const d = Object.fromEntries(byDelivery.map((s) => [s.status, s._count])) as Record<string, number>;
  // 'distributed' is split as everywhere else: Live (date reached) here, Scheduled beside it.
  if (r.distributed) r.distributed -= scheduled;
  return {
    releases: RELEASE_STATUSES.map((s) => ({ status: s, label: STATUS_LABEL[s], count: r[s] ?? 0 })),
    scheduled,
    deliveries: (['queued', 'sending', 'delivered', 'acknowledged', 'rejected', 'failed'] as DeliveryStatus[]).map(
      (s) => ({
        status: s,
        count: d[s] ?? 0,
      }),
    ),
    stores: { total: stores, enabled },
    simulatorMessages: inbox,
  };
}

/** The delivery log, newest first, paged by cursor (`?cursor=` + `nextCursor`, lib/platform/paging.ts). */
export async function listDeliveryLogs(q: z.infer<typeof deliveriesQuerySchema>) {
  const where = {
    delivery: {
      ...(q.status ? { status: q.status } : {}),
      ...(q.store ? { store: { slug: q.store } } : {}),
      ...(q.releaseId ? { releaseId: q.releaseId } : {}),
    },
  };
  return paginate(
    q,
    (page) =>
      db.deliveryLog.findMany({
        where,
        ...newestFirst(page),
        include: {
          delivery: {
            select: {
              id: true,
              kind: true,
              status: true,
              attempts: true,
              messageId: true,
              store: { select: { name: true, slug: true } },
              release: { select: { id: true, title: true, primaryArtist: true } },
            },
          },
        },
      }),
    () => db.deliveryLog.count({ where }),
  );
}

/**
 * Tracks in the catalog and distinct primary artists, for /system-overview. The artists are counted in the database
 * (a hash aggregate): a `groupBy` read every distinct name into the process to take its length (10,005 at
 * `SCALE=1`, sorted first).
 */
export async function catalogCounts(): Promise<{ tracks: number; artists: number }> {
  const [tracks, [artists]] = await Promise.all([
    db.track.count(),
    db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM (SELECT "primaryArtist" FROM "Release" GROUP BY 1) a`,
  ]);
  return { tracks, artists: artists.n };
}

/** Releases to pick from on /ddex-conformance, newest first. */
export function releaseChoices(take = 500) {
  return db.release.findMany({
    orderBy: { createdAt: 'desc' },
    take,
    select: { id: true, title: true, primaryArtist: true },
  });
}

/** Deliveries a store failed or rejected, most recent first, with the release and the store's reason. */
export async function failedDeliveries(take = 20) {
  const where = { status: { in: ['failed', 'rejected'] as DeliveryStatus[] } };
  const [total, items] = await Promise.all([
    db.delivery.count({ where }),
    db.delivery.findMany({
      where,
      orderBy: { updatedAt: 'desc' },
      take,
      select: {
        id: true,
        status: true,
        lastError: true,
        attempts: true,
        updatedAt: true,
        store: { select: { name: true } },
        release: { select: { id: true, title: true, primaryArtist: true } },
      },
    }),
  ]);
  return { total, items };
}
