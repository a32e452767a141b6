// After approval: takedowns, updates of live releases and retries of failed deliveries.
import { db } from '../db';
import { Conflict } from '../errors';
import { isAdminRole } from '../auth/roles';
import type { SessionUser } from '../auth/session';
import { recordAudit } from '../audit/service';
import { retryFailedDeliveries, startDeliveries } from '../distribution/deliveries';
import { getReleaseForUser } from './access';
import { STATUS_LABEL } from './status';
import { transitionRelease } from './transition';
import type { RedeliverMode } from './schema';

export async function takedownRelease(user: SessionUser, id: string) {
  await getReleaseForUser(id, user);
  const release = await db.$transaction((tx) =>
    transitionRelease(tx, {
      releaseId: id,
      action: 'takedown',
      actor: isAdminRole(user.role) ? 'admin' : 'owner',
      actorId: user.id,
      note: 'Taken down from the stores',
    }),
  );
  const queued = await startDeliveries(id, 'takedown');
  await recordAudit(user.id, 'release.takedown', 'Release', id);
  return { release, queued };
}

export async function redeliverRelease(admin: SessionUser, id: string, mode: RedeliverMode) {
  const r = await getReleaseForUser(id, admin);
  if (mode === 'rerelease') return rereleaseRelease(admin, id);
  if (mode === 'update') {
    if (r.status !== 'distributed')
      throw new Conflict(`Only a live release can be updated in the stores (this one is ${STATUS_LABEL[r.status]}).`);
    const queued = await startDeliveries(id, 'update');
    await db.releaseStatusChange.create({
      data: {
        releaseId: id,
        fromStatus: r.status,
        toStatus: r.status,
        actorId: admin.id,
        note: `Update sent to ${queued} stores`,
      },
    });
    await recordAudit(admin.id, 'release.update_delivery', 'Release', id);
    return { queued };
  }
  const queued = await retryFailedDeliveries(id, admin.id);
  await recordAudit(admin.id, 'release.retry_delivery', 'Release', id);
  return { queued };
}

/**
 * Staff put a taken-down release back in the stores: the `redistribute` move (taken down -> approved, the
 * expected status in the write's WHERE, history in the same transaction), then a new-release message to
 * every chosen store. When they acknowledge it the release is Live (or Scheduled) again.
 */
async function rereleaseRelease(admin: SessionUser, id: string) {
  const release = await db.$transaction(async (tx) => {
    const moved = await transitionRelease(tx, {
      releaseId: id,
      action: 'redistribute',
      actor: 'admin',
      actorId: admin.id,
      note: 'Re-released to the stores',
      // approvedAt starts a new round of insert deliveries (the settle step counts only those); liveAt is set
      // again when the stores acknowledge.
      data: { approvedAt: new Date(), liveAt: null },
    });
    await recordAudit({ tx, actor: admin.id, action: 'release.rerelease', target: { type: 'Release', id } });
    return moved;
  });
  // Enqueued after the commit.
  const queued = await startDeliveries(id, 'insert');
  return { release, queued };
}
