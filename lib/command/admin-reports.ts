// Read-only figures for the staff pages: artist accounts, an admin's own activity, per-brand figures.
import { db } from '../db';
import { BRAND_KEYS } from '../brands/brands';

export async function artistAccounts() {
  const artists = await db.user.findMany({
    where: { role: { in: ['artist', 'member'] } },
    orderBy: { name: 'asc' },
    select: {
      id: true,
      name: true,
      email: true,
      role: true,
      status: true,
      brand: true,
      createdAt: true,
      lastLoginAt: true,
    },
  });
  const counts = await db.release.groupBy({ by: ['ownerId', 'status'], _count: { _all: true } });
  const by = new Map<string, { releases: number; live: number }>();
  for (const c of counts) {
    const cur = by.get(c.ownerId) ?? { releases: 0, live: 0 };
    cur.releases += c._count._all;
    if (c.status === 'distributed') cur.live += c._count._all;
    by.set(c.ownerId, cur);
  }
  return artists.map((a) => ({ ...a, ...(by.get(a.id) ?? { releases: 0, live: 0 }) }));
}

export async function adminActivity(userId: string, take = 25) {
  const [recent, total, byAction, awaitingReview] = await Promise.all([
    db.auditLog.findMany({ where: { actorId: userId }, orderBy: { createdAt: 'desc' }, take }),
    db.auditLog.count({ where: { actorId: userId } }),
    db.auditLog.groupBy({
      by: ['action'],
      where: { actorId: userId },
      _count: { _all: true },
      orderBy: { _count: { action: 'desc' } },
      take: 8,
    }),
    db.release.count({ where: { status: { in: ['uploaded', 'under_review'] } } }),
  ]);
  return { recent, total, byAction: byAction.map((a) => ({ action: a.action, count: a._count._all })), awaitingReview };
}

export async function figuresByBrand() {
  const [users, releases, waiting] = await Promise.all([
    db.user.groupBy({ by: ['brand', 'role'], where: { status: 'active' }, _count: { _all: true } }),
    db.release.findMany({ select: { status: true, owner: { select: { brand: true } } } }),
    db.waitingListEntry.groupBy({ by: ['brand'], _count: { _all: true } }),
  ]);
  return BRAND_KEYS.map((brand) => {
    const u = users.filter((x) => x.brand === brand);
    const r = releases.filter((x) => x.owner.brand === brand);
    return {
      brand,
      artists: u.filter((x) => x.role === 'artist' || x.role === 'member').reduce((n, x) => n + x._count._all, 0),
      accounts: u.reduce((n, x) => n + x._count._all, 0),
      releases: r.length,
      live: r.filter((x) => x.status === 'distributed').length,
      waitingList: waiting.find((w) => w.brand === brand)?._count._all ?? 0,
    };
  });
}
