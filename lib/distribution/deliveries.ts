// Deliveries: one per chosen store and message (new release, update, takedown), each worked by a job
// that sends the ERN, logs every attempt, retries with backoff and finally settles the release.
import { randomUUID } from 'node:crypto';
import { db, type Tx } from '../platform/db';
import { Prisma } from '../generated/prisma/client';
import { enqueue, enqueueMany, type JobDefinition } from '../platform/jobs';
import type { DeliveryKind } from '../generated/prisma/enums';
import { transitionRelease } from './releases/transition';
import { DELIVERY_RETRY_LIMIT, deliverMany } from './deliver-batch';

export const deliverJob: Pick<JobDefinition<{ deliveryId: string }>, 'name' | 'options'> = {
  name: 'deliver-release',
  // A quick first retry, then doubling: see DELIVERY_RETRY_LIMIT.
  options: { retryLimit: DELIVERY_RETRY_LIMIT, retryDelay: 1, retryBackoff: true, expireInSeconds: 300 },
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
  // One statement whatever the number of stores: the deliveries to the release's enabled stores and
  // their 'queued' log lines (docs/performance.md, store deliveries).
  const what = kind === 'insert' ? 'new release' : kind;
  // The app's clock, as Prisma's defaults use: a release settles on the deliveries created since its
  // approvedAt, which approval set a moment ago in this transaction.
  const at = Prisma.sql`(${new Date().toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
  const rows = await tx.$queryRaw<{ id: string }[]>`
    WITH s AS (
      SELECT st.id AS store, st.name, st.rank, gen_random_uuid()::text AS id, gen_random_uuid()::text AS message
      FROM "Release" r JOIN "Store" st ON st.id = ANY(r."storeIds") AND st.enabled
      WHERE r.id = ${releaseId}
    ), d AS (
      INSERT INTO "Delivery" (id, "releaseId", "storeId", kind, "messageId", "queuedAt", "createdAt", "updatedAt")
      SELECT id, ${releaseId}, store, ${kind}::"DeliveryKind", message, ${at}, ${at}, ${at} FROM s
    ), l AS (
      INSERT INTO "DeliveryLog" (id, "deliveryId", event, message, "createdAt")
      SELECT gen_random_uuid()::text, id, 'queued', 'Queued ' || ${what} || ' message for ' || name, ${at} FROM s
    )
    SELECT id FROM s ORDER BY rank, store`;
  if (rows.length === 0) await tx.release.findUniqueOrThrow({ where: { id: releaseId }, select: { id: true } });
  return rows.map((r) => r.id);
}

/** One job per delivery; outside any transaction (see lib/platform/jobs.ts). */
export async function queueDeliveries(ids: string[]): Promise<void> {
  await enqueueMany(
    deliverJob,
    ids.map((id) => ({ deliveryId: id })),
  );
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

/** One attempt at sending a delivery (alone; the job sends it with others: deliver-batch.ts). Throws to ask for a retry. */
export async function deliverOne(deliveryId: string): Promise<void> {
  const err = (await deliverMany([deliveryId])).get(deliveryId);
  if (err) throw err;
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

const IN_DELIVERY = {
  status: { in: ['approved' as const, 'distributed' as const, 'delivery_failed' as const, 'taken_down' as const] },
};

/**
 * One page (from 1) of the approved, live, failed and taken-down releases with their deliveries, newest change
 * first, and how many there are, for /delivery-management's table (79,794 at `SCALE=1`).
 */
export async function releasesInDelivery(page = 1, pageSize = 20) {
  const [total, items] = await Promise.all([
    db.release.count({ where: IN_DELIVERY }),
    db.release.findMany({
      where: IN_DELIVERY,
      orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      take: pageSize,
      skip: (page - 1) * pageSize,
      include: { deliveries: { select: { status: true, kind: true } } },
    }),
  ]);
  return { items, total, page, pageSize };
}
