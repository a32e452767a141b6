// Releases waiting for review, oldest submission first, each with its quality-control errors.
import { db } from '../platform/db';
import { qcReleases } from './qc/service';

const WAITING = { status: { in: ['uploaded' as const, 'under_review' as const] } };

/** Releases per page of /admin-submissions and /delivery-management (10,068 wait at `SCALE=1`). */
export const REVIEW_PAGE_SIZE = 20;

/**
 * One page (from 1) of the queue with the number waiting, so every waiting release is reachable page by page; the
 * page renders a card per release, so its size (HTML and props) follows `pageSize`, not the queue.
 */
export async function reviewQueuePage(page: number, pageSize = REVIEW_PAGE_SIZE) {
  const [total, items] = await Promise.all([
    db.release.count({ where: WAITING }),
    reviewQueue(pageSize, (page - 1) * pageSize),
  ]);
  return { items, total, page, pageSize };
}

export async function reviewQueue(take = 50, skip = 0) {
  const waiting = await db.release.findMany({
    where: WAITING,
    // The id breaks ties on the submission time, so consecutive pages neither repeat nor skip a release.
    orderBy: [{ submittedAt: 'asc' }, { id: 'asc' }],
    take,
    skip,
    include: { owner: { select: { name: true, email: true } } },
  });
  const [tracks, qc] = await Promise.all([
    trackCounts(waiting.map((r) => r.id)),
    // One batch for the page: the same few statements whatever the number of releases listed.
    qcReleases(waiting.map((r) => r.id)),
  ]);
  return waiting.map((r) => ({
    ...r,
    _count: { tracks: tracks.get(r.id) ?? 0 },
    qcErrors: (qc.get(r.id) ?? []).filter((x) => x.severity === 'error'),
  }));
}

/**
 * The listed releases' tracks, counted for those ids only (through Track's releaseId index). Prisma's relation
 * `_count` grouped the whole Track table on every read: 2.4 s with 1,000,000 tracks (docs/performance.md).
 */
async function trackCounts(releaseIds: string[]): Promise<Map<string, number>> {
  if (releaseIds.length === 0) return new Map();
  const rows = await db.track.groupBy({
    by: ['releaseId'],
    where: { releaseId: { in: releaseIds } },
    _count: { _all: true },
  });
  return new Map(rows.map((r) => [r.releaseId, r._count._all]));
}
