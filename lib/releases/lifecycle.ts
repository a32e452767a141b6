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
import { notifyReleaseEvent } from '../comms/events'; // comms

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
  await notifyReleaseEvent(id, 'release_taken_down'); // comms: tell the artist
  return { release, queued };
}

export async function redeliverRelease(admin: SessionUser, id: string, mode: 'update' | 'retry_failed') {
  const r = await getReleaseForUser(id, admin);
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
