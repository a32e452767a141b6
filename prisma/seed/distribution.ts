// Distribution demo data: the 84 stores, store choices and status history for the demo releases, and
// the delivery records of the releases that are already live (or failed) in the demo catalog.
import type { ReleaseStatus } from '../../lib/generated/prisma/client';
import type { Db } from '../../lib/platform/db';
import { storeSeeds } from '../../lib/distribution/store-catalog';
import { hashPassword } from '../../lib/platform/auth/password';
import { DEMO_PASSWORD } from './accounts';

/** An artist account with no releases yet: the starting point of a first release. */
const EMPTY_ARTIST = { email: 'new.artist@demo.test', name: 'Ada Stone' };

const PATH: Record<ReleaseStatus, ReleaseStatus[]> = {
  draft: ['draft'],
  uploaded: ['draft', 'uploaded'],
  under_review: ['draft', 'uploaded', 'under_review'],
  approved: ['draft', 'uploaded', 'under_review', 'approved'],
  distributed: ['draft', 'uploaded', 'under_review', 'approved', 'distributed'],
  rejected: ['draft', 'uploaded', 'under_review', 'rejected'],
  delivery_failed: ['draft', 'uploaded', 'under_review', 'approved', 'delivery_failed'],
  taken_down: ['draft', 'uploaded', 'under_review', 'approved', 'distributed', 'taken_down'],
};

export async function seedDistribution(db: Db) {
  await db.user.create({
    data: {
      ...EMPTY_ARTIST,
      displayName: EMPTY_ARTIST.name,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      role: 'artist',
      brand: 'mastermusicsafe',
    },
  });
  await db.store.createMany({ data: storeSeeds().map((s) => ({ ...s, requirements: { ...s.requirements } })) });
  await db.distributionSettings.create({ data: { id: 1 } });
  const stores = await db.store.findMany({ where: { enabled: true }, orderBy: { rank: 'asc' }, take: 8 });
  const admin = await db.user.findFirst({ where: { role: 'admin' } });
  const releases = await db.release.findMany({ orderBy: { createdAt: 'asc' } });
  for (const r of releases) {
    const chosen = r.status === 'draft' ? [] : stores.map((s) => s.id);
    await db.release.update({ where: { id: r.id }, data: { storeIds: chosen } });
    const path = PATH[r.status];
    const base = (r.submittedAt ?? r.createdAt).getTime();
    for (let i = 1; i < path.length; i++) {
      const staff = ['under_review', 'approved', 'rejected'].includes(path[i]);
      await db.releaseStatusChange.create({
        data: {
          releaseId: r.id,
          fromStatus: path[i - 1],
          toStatus: path[i],
          actorId: staff ? (admin?.id ?? null) : path[i] === 'uploaded' ? r.ownerId : null,
          note: path[i] === 'rejected' ? r.rejectionReason : null,
          createdAt: new Date(base + i * 86_400_000),
        },
      });
    }
    if (r.status !== 'distributed' && r.status !== 'delivery_failed') continue;
    for (const [i, s] of stores.entries()) {
      const failed = r.status === 'delivery_failed' && i === 0;
      const at = new Date((r.approvedAt ?? r.createdAt).getTime() + 3_600_000);
      await db.delivery.create({
        data: {
          releaseId: r.id,
          storeId: s.id,
          kind: 'insert',
          status: failed ? 'failed' : 'acknowledged',
          attempts: failed ? 4 : 1,
          messageId: `SEED-${r.id}-${s.slug}`,
          lastError: failed ? 'Store answered 503 Service Unavailable on every attempt' : null,
          queuedAt: at,
          lastAttemptAt: at,
          acknowledgedAt: failed ? null : at,
          logs: {
            create: failed
              ? [
                  { event: 'queued', message: `Queued for ${s.name}`, createdAt: at },
                  ...[1, 2, 3, 4].map((n) => ({
                    event: 'error',
                    attempt: n,
                    httpStatus: 503,
                    message: 'Store answered 503 Service Unavailable',
                    createdAt: at,
                  })),
                  { event: 'failed', attempt: 4, message: 'Gave up after 4 attempts', createdAt: at },
                ]
              : [
                  { event: 'queued', message: `Queued for ${s.name}`, createdAt: at },
                  {
                    event: 'acknowledged',
                    attempt: 1,
                    httpStatus: 200,
                    message: `${s.name} acknowledged the message`,
                    createdAt: at,
                  },
                ],
          },
        },
      });
    }
  }
}
