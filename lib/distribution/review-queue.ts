// Releases waiting for review, oldest submission first, each with its quality-control errors.
import { db } from '../platform/db';
import { qcReleases } from './qc/service';

export async function reviewQueue(take = 50) {
  const waiting = await db.release.findMany({
    where: { status: { in: ['uploaded', 'under_review'] } },
    orderBy: { submittedAt: 'asc' },
    take,
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
