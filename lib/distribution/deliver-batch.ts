// Deliveries worked in batches: the delivery jobs a process runs at the same moment (one per queue
// worker) are claimed, built, sent and recorded together, in a few set-based statements per batch
// instead of about fourteen queries per delivery (docs/performance.md, store deliveries). Each job still
// succeeds, or fails for the queue's retry with backoff, on its own delivery's outcome.
import { db } from '../platform/db';
import type { Delivery, Store } from '../generated/prisma/client';
import { buildReleaseErn, loadErnReleases } from './ern/service';
import { getDistributionSettings } from './settings';
import { settleReleases } from './settle';
import { sendManyToStores, type SendResult } from './transport';

/**
 * Attempts after the first: the delivery job's retryLimit. With the job's 1 s delay doubling (and pg-boss's
 * jitter) the retries come 1-2 s, 2-4 s, 4-8 s and 8-16 s after each fault: a store's brief overload is
 * retried at once, and a delivery is given up after 15-30 s of faults, as long as before (docs/distribution.md).
 */
export const DELIVERY_RETRY_LIMIT = 4;

type Claimed = Delivery & { store: Store };

/**
 * One attempt at each delivery. The claim is one conditional update: only a queued delivery (or one whose
 * sender died mid-send, long after any send could still be running) becomes 'sending'; a duplicate or
 * re-run job finds nothing to claim, since sending again could duplicate. Returns the error to fail the
 * job with for each delivery to be retried.
 */
export async function deliverMany(ids: string[]): Promise<Map<string, Error>> {
  const settings = await getDistributionSettings();
  const now = new Date();
  const stale = new Date(now.getTime() - (2 * settings.deliveryTimeoutMs + 60_000));
  const claimed: Claimed[] = await db.delivery.updateManyAndReturn({
    where: {
      id: { in: [...new Set(ids)] },
      OR: [{ status: 'queued' }, { status: 'sending', lastAttemptAt: { lt: stale } }],
    },
    data: { status: 'sending', attempts: { increment: 1 }, lastAttemptAt: now },
    include: { store: true },
  });
  const retry = new Map<string, Error>();
  if (claimed.length === 0) return retry;
  await db.deliveryLog.createMany({
    data: claimed.map((d) => ({
      deliveryId: d.id,
      event: 'attempt',
      message: `Attempt ${d.attempts}: sending to ${d.store.name}`,
      attempt: d.attempts,
    })),
  });
  const releases = await loadErnReleases([...new Set(claimed.map((d) => d.releaseId))]);
  const built = await Promise.all(
    claimed.map(async (d): Promise<string | SendResult> => {
      const release = releases.get(d.releaseId);
      if (!release) return { outcome: 'retry', httpStatus: null, message: 'The release could not be read' };
      try {
        return await buildReleaseErn(release, { settings, store: d.store, kind: d.kind, messageId: d.messageId });
      } catch (err) {
        return {
          outcome: 'retry',
          httpStatus: null,
          message: `The message could not be built: ${(err as Error).message}`,
        };
      }
    }),
  );
  const toSend = claimed.flatMap((d, i) => (typeof built[i] === 'string' ? [{ store: d.store, xml: built[i] }] : []));
  const sent = await sendManyToStores(toSend, settings.deliveryTimeoutMs, settings);
  let k = 0;
  const results = built.map((b) => (typeof b === 'string' ? sent[k++] : { result: b, durationMs: 0 }));
  const rows = claimed.map((d, i) => outcomeRow(d, results[i].result, results[i].durationMs));
  const at = now.toISOString();
  await db.$executeRaw`
    UPDATE "Delivery" d SET status = v.status::"DeliveryStatus", "lastError" = v.err,
      "batchId" = CASE WHEN v.status IN ('delivered', 'acknowledged') THEN v.batch ELSE d."batchId" END,
      "acknowledgedAt" = CASE WHEN v.status = 'acknowledged' THEN (clock_timestamp() AT TIME ZONE 'UTC') ELSE d."acknowledgedAt" END,
      "updatedAt" = (${at}::timestamptz AT TIME ZONE 'UTC')
    FROM unnest(${rows.map((r) => r.id)}::text[], ${rows.map((r) => r.status)}::text[],
                ${rows.map((r) => r.lastError)}::text[], ${rows.map((r) => r.batchId)}::text[]) AS v(id, status, err, batch)
    WHERE d.id = v.id`;
  await db.deliveryLog.createMany({ data: rows.map((r) => r.log) });
  for (const r of rows) if (r.status === 'queued') retry.set(r.id, new Error(`delivery ${r.id}: ${r.lastError}`));
  await settleReleases(claimed.filter((d) => d.kind === 'insert').map((d) => d.releaseId));
  return retry;
}

/** What a send came to, for the delivery row and its log. */
function outcomeRow(d: Claimed, res: SendResult, durationMs: number) {
  const attempt = d.attempts;
  const store = d.store.name;
  const row = (status: string, lastError: string | null, event: string, message: string, batchId?: string) => ({
    id: d.id,
    status,
    lastError,
    batchId: batchId ?? null,
    log: { deliveryId: d.id, event, message, attempt, httpStatus: res.httpStatus ?? null, durationMs },
  });
  if (res.outcome === 'delivered')
    // Written to the store's server: its acknowledgement file settles it (lib/distribution/transports/acks.ts).
    return row('delivered', null, 'delivered', `${res.message}; waiting for ${store}'s acknowledgement`, res.batchId);
  if (res.outcome === 'acknowledged')
    return row('acknowledged', null, 'acknowledged', `${store} acknowledged the message`, res.batchId);
  if (res.outcome === 'rejected')
    return row('rejected', res.message, 'rejected', `${store} rejected the message: ${res.message}`);
  if (attempt <= DELIVERY_RETRY_LIMIT)
    return row('queued', res.message, 'retry', `${res.message}; retrying with backoff`);
  return row('failed', res.message, 'failed', `${res.message}; gave up after ${attempt} attempts`);
}

// Jobs arriving within a few milliseconds of each other go out as one batch.
let pending: { id: string; resolve: () => void; reject: (e: unknown) => void }[] = [];
let timer: NodeJS.Timeout | null = null;
const BATCH_WAIT_MS = 5;
const BATCH_MAX = 100;

function flush() {
  if (timer) clearTimeout(timer);
  timer = null;
  const batch = pending;
  pending = [];
  if (batch.length === 0) return;
  deliverMany(batch.map((b) => b.id)).then(
    (retry) => {
      // A delivery listed twice (a duplicate job) is answered once; the other job has nothing to do.
      const answered = new Set<string>();
      for (const b of batch) {
        const err = answered.has(b.id) ? undefined : retry.get(b.id);
        answered.add(b.id);
        if (err) b.reject(err);
        else b.resolve();
      }
    },
    (err) => batch.forEach((b) => b.reject(err)),
  );
}

/** The delivery job's handler: one attempt at this delivery, sent with the others arriving now. */
export function deliverBatched(deliveryId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    pending.push({ id: deliveryId, resolve, reject });
    if (pending.length >= BATCH_MAX) flush();
    else timer ??= setTimeout(flush, BATCH_WAIT_MS);
  });
}
