// Store acknowledgements read back (ERN Choreography over SFTP / S3): for every store whose transport
// names an acknowledgement folder, each new ACK file is parsed and the deliveries it names move from
// 'delivered' to acknowledged or rejected. A file is remembered by name and content hash, so reading
// it again changes nothing; an unreadable file is remembered as an error (shown with the store's
// integration calls and on the health page) and the others are still read.
import { createHash } from 'node:crypto';
import { db } from '../../platform/db';
import { logger } from '../../platform/logger';
import { recordAudit } from '../../platform/audit';
import { recordCall } from '../../platform/integrations';
import { Prisma } from '../../generated/prisma/client';
import { settleRelease } from '../settle';
import { getDistributionSettings } from '../settings';
import { parseAck, UnreadableAck, type AckEntry } from './ack-parse';
import { loadTransport, type LoadedTransport } from './config';
import { withSftpAckFolder, type RemoteAckFile } from './sftp';
import { withS3AckFolder } from './s3';

/** At most this many new files are read per store and run; the rest wait for the next run. */
const FILES_PER_RUN = 200;

interface StoreRef {
  id: string;
  slug: string;
  name: string;
}
interface FileOutcome {
  outcome: 'applied' | 'unmatched' | 'error' | 'deferred';
  applied: number;
  message: string;
}
export interface AckRunSummary {
  stores: number;
  files: number;
  applied: number;
  errors: string[];
}

function matchOf(storeId: string, e: AckEntry): Prisma.DeliveryWhereInput {
  if (e.messageId) return { storeId, messageId: e.messageId };
  return {
    storeId,
    ...(e.batchId ? { batchId: e.batchId } : {}),
    ...(e.releaseId ? { release: { upc: e.releaseId } } : {}),
  };
}

/** Applies one parsed file in one transaction, the file's record included (its unique key guards reruns). */
async function applyFile(store: StoreRef, name: string, sha256: string, entries: AckEntry[]): Promise<FileOutcome> {
  const settle: { releaseId: string; kind: 'insert' | 'update' | 'takedown' }[] = [];
  const notes: string[] = [];
  let deferred = false;
  const result = await db.$transaction(async (tx) => {
    let applied = 0;
    for (const e of entries) {
      const d = await tx.delivery.findFirst({
        where: matchOf(store.id, e),
        orderBy: { createdAt: 'desc' },
        select: { id: true, releaseId: true, kind: true, status: true, attempts: true },
      });
      const label = e.messageId ?? [e.batchId, e.releaseId].filter(Boolean).join(' / ');
      if (!d) {
        notes.push(`${label}: no delivery to ${store.name} has this id`);
        continue;
      }
      // Written a moment ago and not yet marked delivered: read the file again next run.
      if (d.status === 'queued' || d.status === 'sending') deferred = true;
      if (e.verdict === 'pending') {
        notes.push(`${label}: ${e.status}`);
        continue;
      }
      const data =
        e.verdict === 'acknowledged'
          ? { status: 'acknowledged' as const, acknowledgedAt: new Date(), lastError: null }
          : { status: 'rejected' as const, lastError: e.reason.slice(0, 1000) };
      // The state is in the where: an acknowledgement for a settled delivery changes nothing.
      const { count } = await tx.delivery.updateMany({ where: { id: d.id, status: 'delivered' }, data });
      if (count === 0) {
        notes.push(`${label}: already ${d.status}`);
        continue;
      }
      applied += 1;
      settle.push({ releaseId: d.releaseId, kind: d.kind });
      await tx.deliveryLog.create({
        data: {
          deliveryId: d.id,
          event: e.verdict,
          attempt: d.attempts,
          message:
            e.verdict === 'acknowledged'
              ? `${store.name} acknowledged the message (${e.status}, ${name})`
              : `${store.name} rejected the message: ${e.reason} (${e.status}, ${name})`,
        },
      });
      await recordAudit({
        tx,
        actor: null,
        action: e.verdict === 'acknowledged' ? 'delivery.acknowledged' : 'delivery.rejected',
        target: { type: 'delivery', id: d.id },
        detail: { store: store.slug, file: name, status: e.status, reason: e.reason },
      });
    }
    if (deferred && applied === 0) return null;
    const outcome = applied > 0 ? 'applied' : 'unmatched';
    const message = notes.join('; ').slice(0, 2000) || `${applied} deliveries settled`;
    await tx.storeAckFile.create({ data: { storeId: store.id, name, sha256, outcome, message, applied } });
    return { outcome, applied, message } as FileOutcome;
  });
  for (const s of settle) await settleRelease(s.releaseId, s.kind); // tells the artist when delivery failed
  return result ?? { outcome: 'deferred', applied: 0, message: 'waiting for the delivery to be recorded' };
}

async function readFile(store: StoreRef, f: RemoteAckFile): Promise<FileOutcome | null> {
  const bytes = await f.read();
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const seen = await db.storeAckFile.findUnique({
    where: { storeId_name_sha256: { storeId: store.id, name: f.name, sha256 } },
  });
  if (seen) return null;
  let entries: AckEntry[];
  try {
    entries = parseAck(bytes, f.name);
  } catch (err) {
    if (!(err instanceof UnreadableAck)) throw err;
    const message = `${f.name} could not be read: ${err.message}`;
    await db.storeAckFile
      .create({ data: { storeId: store.id, name: f.name, sha256, outcome: 'error', message } })
      .catch(ignoreDuplicate);
    return { outcome: 'error', applied: 0, message };
  }
  try {
    return await applyFile(store, f.name, sha256, entries);
  } catch (err) {
    ignoreDuplicate(err); // another process read the same file at the same moment: it applied it
    return null;
  }
}

function ignoreDuplicate(err: unknown) {
  if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') return;
  throw err;
}

/** Reads one store's acknowledgement folder. */
async function readStore(store: StoreRef, cfg: LoadedTransport, timeoutMs: number) {
  const readFiles = async (files: RemoteAckFile[]) => {
    const known = new Map(
      (
        await db.storeAckFile.findMany({
          where: { storeId: store.id, name: { in: files.map((f) => f.name) } },
          select: { name: true, createdAt: true },
          orderBy: { createdAt: 'asc' },
        })
      ).map((r) => [r.name, r.createdAt] as const),
    );
    // A file already read and not changed since (same name, no newer write) is not downloaded again.
    const fresh = files
      .filter((f) => !(known.get(f.name) && f.modifiedAt <= known.get(f.name)!))
      .sort((a, b) => a.modifiedAt.getTime() - b.modifiedAt.getTime() || a.name.localeCompare(b.name))
      .slice(0, FILES_PER_RUN);
    const outcomes: FileOutcome[] = [];
    for (const f of fresh) {
      const o = await readFile(store, f);
      if (o) outcomes.push(o);
    }
    return outcomes;
  };
  // One recorded call per run; unreadable files make it a failed call with their names.
  return recordCall(
    `store:${store.slug}`,
    `${cfg.kind}.read-acks`,
    () =>
      cfg.kind === 'sftp' ? withSftpAckFolder(cfg, timeoutMs, readFiles) : withS3AckFolder(cfg, timeoutMs, readFiles),
    (outcomes) => {
      const errors = outcomes.filter((o) => o.outcome === 'error').map((o) => o.message);
      return errors.length ? { ok: false, error: errors.join('; ') } : { ok: true };
    },
  );
}

/** The job: every store with an acknowledgement folder, one after another. */
export async function readStoreAcks(): Promise<AckRunSummary> {
  const rows = await db.storeTransport.findMany({ select: { storeId: true } });
  const stores = await db.store.findMany({
    where: { id: { in: rows.map((r) => r.storeId) } },
    select: { id: true, slug: true, name: true },
  });
  const { deliveryTimeoutMs } = await getDistributionSettings();
  const summary: AckRunSummary = { stores: 0, files: 0, applied: 0, errors: [] };
  for (const store of stores) {
    const cfg = await loadTransport(store.id);
    if (!cfg?.ackFolder) continue;
    summary.stores += 1;
    try {
      const outcomes = await readStore(store, cfg, deliveryTimeoutMs);
      summary.files += outcomes.filter((o) => o.outcome !== 'deferred').length;
      summary.applied += outcomes.reduce((a, o) => a + o.applied, 0);
      summary.errors.push(...outcomes.filter((o) => o.outcome === 'error').map((o) => `${store.name}: ${o.message}`));
    } catch (err) {
      // The server could not be reached: recorded as a failed call; the next run tries again.
      logger.warn('could not read store acknowledgements', { store: store.slug, err: String(err) });
      summary.errors.push(`${store.name}: ${(err as Error).message}`);
    }
  }
  return summary;
}
