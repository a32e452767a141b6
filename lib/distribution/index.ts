// Distribution's public face (docs/architecture.md "Floors and domains"): what other domains may use.
// A release's state, shown or counted, comes from the one status module (docs/distribution.md, "One status truth").
export { qcRelease } from './qc/service';
export { liveSql } from './releases/live-sql';
export { getReleaseForUser, getTrackForUser, releaseAccessWhere } from './releases/access';
export { listProjects } from './releases/list';
export { releaseDirectory, releaseOverview, type DirectoryRelease } from './releases/lookup';
export { CREDIT_ROLES, projectsQuery } from './releases/schema';
export { isLive, liveWhere, RELEASE_STATUSES, releaseState, releaseStatusLabel, STATUS_LABEL } from './releases/status';
export { reviewQueue, reviewQueuePage, REVIEW_PAGE_SIZE } from './review-queue';
export { distributionSettingsSchema, getDistributionSettings, setDistributionSettings } from './settings';
export {
  catalogCounts,
  enabledStoreCount,
  failedDeliveries,
  listDeliveryLogs,
  liveReleaseCount,
  nextGoLive,
  pipelineCounts,
  scheduledReleaseCount,
} from './stats';
export { deliveriesQuerySchema } from './schema';
export { codesOverview } from './codes-overview';
export { listStores, updateStore } from './stores';
export { loadTransport } from './transports/config';
export { storeS3Client } from './transports/s3';
export { upcForms } from './upc';
export { simulatorInbox } from './simulator';

// What the assistant reads by store and track (lib/brain/intents), beside the pages' own reads above.
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

/** Deliveries queued in [from, to), by state: "how many deliveries were queued in the last 7 days". */
export async function deliveriesQueuedBetween(from: Date, to: Date): Promise<{ status: string; count: number }[]> {
  const rows = await db.delivery.groupBy({
    by: ['status'],
    where: { queuedAt: { gte: from, lt: to } },
    _count: { _all: true },
  });
  return rows.map((r) => ({ status: r.status, count: r._count._all }));
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
      explicit: true,
      durationMs: true,
      language: true,
      instrumental: true,
      version: true,
      release: { select: { title: true, primaryArtist: true } },
      contributors: { where: { role: 'featured_artist' }, select: { name: true } },
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
