// Distribution's public face (docs/architecture.md "Floors and domains"): what other domains may use.
// A release's state, shown or counted, comes from the one status module (docs/distribution.md, "One status truth").
export { isLive, liveWhere, releaseState, releaseStatusLabel } from './releases/status';
export { enabledStoreCount, liveReleaseCount, nextGoLive, scheduledReleaseCount } from './stats';

// What the assistant reads (lib/brain/intents): the same reads as the review, delivery and project pages.
export { releaseDirectory, releaseOverview, type DirectoryRelease } from './releases/lookup';
export { reviewQueue } from './review-queue';
export { catalogCounts, failedDeliveries } from './stats';
import { db } from '../platform/db';
import type { SessionUser } from '../platform/auth/session';
import { releaseAccessWhere } from './releases/access';

/** Deliveries counted per store and status (the delivery-management page's figures, by store). */
export async function deliveryCountsByStore(): Promise<{ store: string; status: string; count: number }[]> {
  const rows = await db.delivery.groupBy({ by: ['storeId', 'status'], _count: { _all: true } });
  const stores = await db.store.findMany({
    where: { id: { in: [...new Set(rows.map((r) => r.storeId))] } },
    select: { id: true, name: true },
  });
  const nameOf = new Map(stores.map((s) => [s.id, s.name]));
  return rows.map((r) => ({ store: nameOf.get(r.storeId) ?? r.storeId, status: r.status, count: r._count._all }));
}

/** The tracks of the releases the caller may see: title, ISRC and release. */
export function trackDirectory(user: SessionUser, take = 5000) {
  return db.track.findMany({
    where: { release: releaseAccessWhere(user) },
    select: {
      id: true,
      title: true,
      isrc: true,
      releaseId: true,
      release: { select: { title: true, primaryArtist: true } },
    },
    orderBy: [{ releaseId: 'asc' }, { position: 'asc' }],
    // bounded: the assistant resolves names among at most this many tracks.
    take,
  });
}

/** Enabled stores, by rank. */
export function storeNames() {
  return db.store.findMany({ where: { enabled: true }, select: { id: true, name: true }, orderBy: { rank: 'asc' } });
}
