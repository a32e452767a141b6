// After approval: takedowns, updates of live releases and retries of failed deliveries.
import { db } from '../../platform/db';
import { Conflict } from '../../platform/errors';
import type { SessionUser } from '../../platform/auth/session';
import { recordAudit } from '../../platform/audit';
import { retryFailedDeliveries, startDeliveries } from '../deliveries';
import { getReleaseForUser, releaseParty } from './access';
import { STATUS_LABEL } from './status';
import { transitionRelease } from './transition';
import type { RedeliverMode } from './schema';
import { notifyReleaseEvent } from '@/lib/comms'; // comms

export async function takedownRelease(user: SessionUser, id: string) {
  await getReleaseForUser(id, user);
  const release = await db.$transaction((tx) =>
    transitionRelease(tx, {
      releaseId: id,
      action: 'takedown',
      actor: releaseParty(user),
      actorId: user.id,
      note: 'Taken down from the stores',
    }),
  );
  const queued = await startDeliveries(id, 'takedown');
  await notifyReleaseEvent(id, 'release_taken_down'); // comms: tell the artist
  return { release, queued };
}

export async function redeliverRelease(admin: SessionUser, id: string, mode: RedeliverMode) {
  const r = await getReleaseForUser(id, admin);
  if (mode === 'rerelease') return rereleaseRelease(admin, id);
  if (mode === 'update') {
    if (r.status !== 'distributed')
      throw new Conflict(`Only a live release can be updated in the stores (this one is ${STATUS_LABEL[r.status]}).`);
    const queued = await startDeliveries(id, 'update');
    await db.$transaction(async (tx) => {
      await tx.releaseStatusChange.create({
        data: {
          releaseId: id,
          fromStatus: r.status,
          toStatus: r.status,
          actorId: admin.id,
          note: `Update sent to ${queued} stores`,
        },
      });
      await recordAudit({
        tx,
        actor: admin.id,
        action: 'release.update_delivery',
        target: { type: 'Release', id },
        detail: { queued },
      });
    });
    return { queued };
  }
  const queued = await retryFailedDeliveries(id, admin.id);
  return { queued };
}

/**
 * Staff put a taken-down release back in the stores: the `redistribute` move (taken down -> approved, the
 * expected status in the write's WHERE, history and audit in the same transaction), then a new-release message to
 * every chosen store. When they acknowledge it the release is Live (or Scheduled) again.
 */
async function rereleaseRelease(admin: SessionUser, id: string) {
  // transitionRelease writes the history row and the audit row `release.redistribute` in this transaction.
  const release = await db.$transaction((tx) =>
    transitionRelease(tx, {
      releaseId: id,
      action: 'redistribute',
      actor: 'admin',
      actorId: admin.id,
      note: 'Re-released to the stores',
      // approvedAt starts a new round of insert deliveries (the settle step counts only those); liveAt is set
      // again when the stores acknowledge.
      data: { approvedAt: new Date(), liveAt: null },
    }),
  );
  // Enqueued after the commit.
  const queued = await startDeliveries(id, 'insert');
  return { release, queued };
}
