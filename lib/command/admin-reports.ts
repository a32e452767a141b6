// Read-only figures for the staff pages: artist accounts, an admin's own activity, per-brand figures.
import { db } from '../platform/db';
import { countActions, topActions } from '../platform/audit';
import { BRAND_KEYS } from '../platform/brands/brands';
import { liveWhere } from '../distribution';

export async function adminActivity(userId: string, take = 25) {
  const [recent, total, byAction, awaitingReview] = await Promise.all([
    db.auditLog.findMany({ where: { actorId: userId }, orderBy: { createdAt: 'desc' }, take }),
    // The total and the eight most frequent actions (a top-N chart) from the actor's running totals.
    countActions(userId),
    topActions(userId, 8),
    db.release.count({ where: { status: { in: ['uploaded', 'under_review'] } } }),
  ]);
  return { recent, total, byAction, awaitingReview };
}

export async function figuresByBrand(now: Date = new Date()) {
  // Counted in SQL per brand; Live by the status module's rule (a Scheduled release is not Live).
  const [users, releases, live, waiting] = await Promise.all([
    db.user.groupBy({ by: ['brand', 'role'], where: { status: 'active' }, _count: { _all: true } }),
    Promise.all(BRAND_KEYS.map((brand) => db.release.count({ where: { owner: { brand } } }))),
    Promise.all(BRAND_KEYS.map((brand) => db.release.count({ where: { owner: { brand }, ...liveWhere(now) } }))),
    db.waitingListEntry.groupBy({ by: ['brand'], _count: { _all: true } }),
  ]);
  return BRAND_KEYS.map((brand, i) => {
    const u = users.filter((x) => x.brand === brand);
    return {
      brand,
      artists: u.filter((x) => x.role === 'artist' || x.role === 'member').reduce((n, x) => n + x._count._all, 0),
      accounts: u.reduce((n, x) => n + x._count._all, 0),
      releases: releases[i],
      live: live[i],
      waitingList: waiting.find((w) => w.brand === brand)?._count._all ?? 0,
    };
  });
}
