// Read-only figures for the staff pages: artist accounts, an admin's own activity, per-brand figures.
import { db } from '../platform/db';
import { countActions, topActions } from '../platform/audit';
import { BRAND_KEYS } from '../platform/brands/brands';
import { liveSql } from '../distribution';

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
  // Releases per owner brand from the running totals (BrandMonthTotal, kept by triggers: migration
  // analytics_month_totals), and Live by the status module's rule (a Scheduled release is not Live) in one
  // grouped count: a count per brand joined every release to its owner four times (~100 ms each at a label's scale).
  const [users, releaseTotals, liveRows, waiting] = await Promise.all([
    db.user.groupBy({ by: ['brand', 'role'], where: { status: 'active' }, _count: { _all: true } }),
    db.brandMonthTotal.groupBy({ by: ['brand'], _sum: { releases: true } }),
    db.$queryRaw<{ brand: string; n: number }[]>`
      SELECT u.brand, count(*)::int AS n FROM "Release" r JOIN "User" u ON u.id = r."ownerId"
      WHERE ${liveSql(now, 'r')} GROUP BY 1`,
    db.waitingListEntry.groupBy({ by: ['brand'], _count: { _all: true } }),
  ]);
  const releases = BRAND_KEYS.map((b) => releaseTotals.find((t) => t.brand === b)?._sum.releases ?? 0);
  const live = BRAND_KEYS.map((b) => liveRows.find((t) => t.brand === b)?.n ?? 0);
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
