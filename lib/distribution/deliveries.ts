// Deliveries: one per chosen store and message (new release, update, takedown), each worked by a job
// that sends the ERN, logs every attempt, retries with backoff and finally settles the release.
import { randomUUID } from 'node:crypto';
import { notifyReleaseEvent } from '../comms/events'; // comms
import { db, type Tx } from '../db';
import { Conflict } from '../errors';
import { enqueue, type JobDefinition } from '../jobs/queue';
import { logger } from '../logger';
import type { DeliveryKind } from '../generated/prisma/enums';
import { transitionRelease } from '../releases/transition';
import { isScheduled } from '../releases/status'; // comms
import { buildReleaseErn, loadErnRelease } from './ern/service';
import { getDistributionSettings } from './settings';
import { sendToStore } from './transport';

const DELIVERY_RETRY_LIMIT = 3;

export const deliverJob: Pick<JobDefinition<{ deliveryId: string }>, 'name' | 'options'> = {
  name: 'deliver-release',
  options: { retryLimit: DELIVERY_RETRY_LIMIT, retryDelay: 2, retryBackoff: true, expireInSeconds: 300 },
};

/** Creates the deliveries of a release to its chosen enabled stores and queues one job for each. */
export async function startDeliveries(releaseId: string, kind: DeliveryKind): Promise<number> {
  const created = await db.$transaction((tx) => createDeliveries(tx, releaseId, kind));
  await queueDeliveries(created);
  return created.length;
}

/**
 * The delivery rows of a release, inside the caller's transaction (approval creates them with the status
 * change, so an approved release never lacks its deliveries). Queue their jobs after the commit.
 */
export async function createDeliveries(tx: Tx, releaseId: string, kind: DeliveryKind): Promise<string[]> {
  const release = await tx.release.findUniqueOrThrow({ where: { id: releaseId }, select: { storeIds: true } });
  const stores = await tx.store.findMany({
    where: { id: { in: release.storeIds }, enabled: true },
    orderBy: { rank: 'asc' },
  });
  const out: string[] = [];
  for (const s of stores) {
    const d = await tx.delivery.create({
      data: {
        releaseId,
        storeId: s.id,
        kind,
        messageId: randomUUID(),
        logs: {
          create: {
            event: 'queued',
            message: `Queued ${kind === 'insert' ? 'new release' : kind} message for ${s.name}`,
          },
        },
      },
    });
    out.push(d.id);
  }
  return out;
}

/** One job per delivery; outside any transaction (see lib/jobs/queue.ts). */
export async function queueDeliveries(ids: string[]): Promise<void> {
  for (const id of ids) await enqueue(deliverJob, { deliveryId: id });
}

function log(
  deliveryId: string,
  event: string,
  message: string,
  extra: { attempt?: number; httpStatus?: number | null; durationMs?: number } = {},
) {
  return db.deliveryLog.create({
    data: {
      deliveryId,
      event,
      message,
      attempt: extra.attempt ?? 0,
      httpStatus: extra.httpStatus ?? null,
      durationMs: extra.durationMs,
    },
  });
}

/** The job: one attempt at sending a delivery. Throws to ask the queue for a retry. */
export async function deliverOne(deliveryId: string): Promise<void> {
  // The claim is one conditional update: only a queued delivery (or one whose sender died mid-send, long after
  // any send could still be running) becomes 'sending'. A duplicate or re-run job finds nothing to claim.
  const { deliveryTimeoutMs: claimTimeout } = await getDistributionSettings();
  const stale = new Date(Date.now() - (2 * claimTimeout + 60_000));
  const claimed = await db.delivery.updateMany({
    where: { id: deliveryId, OR: [{ status: 'queued' }, { status: 'sending', lastAttemptAt: { lt: stale } }] },
    data: { status: 'sending', attempts: { increment: 1 }, lastAttemptAt: new Date() },
  });
  if (claimed.count === 0) return; // settled, or another run holds it: sending again could duplicate
  const d = await db.delivery.findUniqueOrThrow({ where: { id: deliveryId }, include: { store: true } });
  const attempt = d.attempts;
  await log(d.id, 'attempt', `Attempt ${attempt}: sending to ${d.store.name}`, { attempt });
  const xml = await buildReleaseErn(await loadErnRelease(d.releaseId), {
    store: d.store,
    kind: d.kind,
    messageId: d.messageId,
  });
  const { deliveryTimeoutMs } = await getDistributionSettings();
  const started = Date.now();
  const res = await sendToStore(d.store, xml, deliveryTimeoutMs);
  const durationMs = Date.now() - started;

  if (res.outcome === 'delivered') {
    // Written to the store's server: its acknowledgement file settles it (lib/distribution/transports/acks.ts).
    await db.delivery.update({
      where: { id: d.id },
      data: { status: 'delivered', batchId: res.batchId ?? null, lastError: null },
    });
    await log(d.id, 'delivered', `${res.message}; waiting for ${d.store.name}'s acknowledgement`, {
      attempt,
      durationMs,
    });
  } else if (res.outcome === 'acknowledged') {
    await db.delivery.update({
      where: { id: d.id },
      data: { status: 'acknowledged', acknowledgedAt: new Date(), lastError: null, batchId: res.batchId ?? null },
    });
    await log(d.id, 'acknowledged', `${d.store.name} acknowledged the message`, {
      attempt,
      httpStatus: res.httpStatus,
      durationMs,
    });
  } else if (res.outcome === 'rejected') {
    await db.delivery.update({ where: { id: d.id }, data: { status: 'rejected', lastError: res.message } });
    await log(d.id, 'rejected', `${d.store.name} rejected the message: ${res.message}`, {
      attempt,
      httpStatus: res.httpStatus,
      durationMs,
    });
  } else if (attempt <= DELIVERY_RETRY_LIMIT) {
    await db.delivery.update({ where: { id: d.id }, data: { status: 'queued', lastError: res.message } });
    await log(d.id, 'retry', `${res.message}; retrying with backoff`, {
      attempt,
      httpStatus: res.httpStatus,
      durationMs,
    });
    throw new Error(`delivery ${d.id}: ${res.message}`);
  } else {
    await db.delivery.update({ where: { id: d.id }, data: { status: 'failed', lastError: res.message } });
    await log(d.id, 'failed', `${res.message}; gave up after ${attempt} attempts`, {
      attempt,
      httpStatus: res.httpStatus,
      durationMs,
    });
  }
  await settleRelease(d.releaseId, d.kind);
}

/** When every insert delivery has settled: all acknowledged -> Live; any refused -> delivery failed. */
export async function settleRelease(releaseId: string, kind: DeliveryKind): Promise<void> {
  if (kind !== 'insert') return;
  const release = await db.release.findUnique({ where: { id: releaseId } });
  if (!release || release.status !== 'approved') return;
  const counts = await db.delivery.groupBy({
    by: ['status'],
    where: { releaseId, kind: 'insert', createdAt: { gte: release.approvedAt ?? new Date(0) } },
    _count: true,
  });
  const n = Object.fromEntries(counts.map((c) => [c.status, c._count])) as Record<string, number>;
  if ((n.queued ?? 0) + (n.sending ?? 0) + (n.delivered ?? 0) > 0) return;
  try {
    if ((n.rejected ?? 0) + (n.failed ?? 0) > 0) {
      await db.$transaction((tx) =>
        transitionRelease(tx, {
          releaseId,
          action: 'mark_delivery_failed',
          actor: 'system',
          actorId: null,
          note: `${(n.rejected ?? 0) + (n.failed ?? 0)} store deliveries failed`,
        }),
      );
      // comms: the delivery failed for good; tell the artist
      await notifyReleaseEvent(releaseId, 'delivery_failed', {
        reason: `${(n.rejected ?? 0) + (n.failed ?? 0)} stores refused or could not be reached`,
      });
    } else if ((n.acknowledged ?? 0) > 0) {
      await db.$transaction((tx) =>
        transitionRelease(tx, {
          releaseId,
          action: 'mark_distributed',
          actor: 'system',
          actorId: null,
          note: `Acknowledged by ${n.acknowledged} stores`,
          data: { liveAt: new Date() },
        }),
      );
      // comms: tell the artist (scheduled when the release date is still ahead; live on the day by a job)
      await notifyReleaseEvent(
        releaseId,
        isScheduled('distributed', release.releaseDate) ? 'release_scheduled' : 'release_live',
      );
    }
  } catch (err) {
    // Two last deliveries settling at once: the second finds the release already moved.
    if (!(err instanceof Conflict)) throw err;
    logger.debug?.('release already settled', releaseId);
  }
}

/** Admin: send the failed deliveries of a release again. */
export async function retryFailedDeliveries(releaseId: string, actorId: string): Promise<number> {
  const failed = await db.delivery.findMany({
    where: { releaseId, kind: 'insert', status: { in: ['failed', 'rejected'] } },
  });
  await db.$transaction(async (tx) => {
    await transitionRelease(tx, {
      releaseId,
      action: 'retry_delivery',
      actor: 'admin',
      actorId,
      note: `Retrying ${failed.length} deliveries`,
      data: { approvedAt: new Date() },
    });
    for (const d of failed)
      await tx.delivery.update({
        where: { id: d.id },
        data: { status: 'queued', attempts: 0, messageId: randomUUID(), createdAt: new Date() },
      });
  });
  for (const d of failed) {
    await log(d.id, 'queued', 'Queued again by staff');
    await enqueue(deliverJob, { deliveryId: d.id });
  }
  return failed.length;
}

/** Approved, live, failed and taken-down releases with their deliveries, newest first, for /delivery-management. */
export function releasesInDelivery(take = 100) {
  return db.release.findMany({
    where: { status: { in: ['approved', 'distributed', 'delivery_failed', 'taken_down'] } },
    orderBy: { updatedAt: 'desc' },
    take,
    include: { deliveries: { select: { status: true, kind: true } } },
  });
}
