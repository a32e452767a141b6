// The health checks: each measures one part of the platform and says whether it is healthy.
// Run every minute by the ops.health-check job (lib/ops/health/service.ts stores them).
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { db, executeSql, isEmbedded } from '../../platform/db';
import { currentBackend } from '../../platform/storage/backend';
import { newTempPath } from '../../platform/storage/temp-file';
import { probeStores } from '../integrations/probes';

export interface CheckResult {
  ok: boolean;
  message: string;
  metrics: Record<string, unknown>;
}

export const CHECKS = {
  database: 'Database',
  queues: 'Job queues',
  email: 'Email',
  storage: 'File storage',
  stores: 'Store endpoints',
  deliveries: 'Store deliveries (24 h)',
  imports: 'Statement imports',
  payouts: 'Payouts',
} as const;
export type CheckName = keyof typeof CHECKS;

const HOUR = 3600_000;
const since = (ms: number) => new Date(Date.now() - ms);

async function database(): Promise<CheckResult> {
  const t = performance.now();
  await executeSql('SELECT 1');
  const latencyMs = Math.round(performance.now() - t);
  let connections: number | null = null;
  let sizeBytes: number | null = null;
  try {
    const c = await executeSql<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity');
    connections = isEmbedded() ? 1 : Number(c.rows[0]?.n ?? 0);
    const s = await executeSql<{ n: string }>('SELECT pg_database_size(current_database())::text AS n');
    sizeBytes = Number(s.rows[0]?.n ?? 0);
  } catch {
    /* statistics views are optional (embedded database) */
  }
  const ok = latencyMs < 1000;
  return {
    ok,
    message: ok ? `Answered in ${latencyMs} ms` : `Slow: answered in ${latencyMs} ms`,
    metrics: { latencyMs, connections, sizeBytes },
  };
}

interface QueueRow {
  name: string;
  waiting: number;
  active: number;
  failed24h: number;
  oldest: Date | null;
}

async function queueFigures(): Promise<QueueRow[]> {
  const { rows } = await executeSql<QueueRow>(
    `SELECT name,
            count(*) FILTER (WHERE state IN ('created','retry'))::int AS waiting,
            count(*) FILTER (WHERE state = 'active')::int AS active,
            count(*) FILTER (WHERE state = 'failed' AND completed_on > now() - interval '24 hours')::int AS "failed24h",
            min(created_on) FILTER (WHERE state IN ('created','retry') AND start_after <= now()) AS oldest
       FROM pgboss.job GROUP BY name ORDER BY name`,
  );
  return rows.map((r) => ({ ...r, oldest: r.oldest ? new Date(r.oldest) : null }));
}

async function queues(): Promise<CheckResult> {
  let rows: QueueRow[];
  try {
    rows = await queueFigures();
  } catch {
    return { ok: false, message: 'The job queue has not started', metrics: { queues: [] } };
  }
  const stuck = rows.filter((r) => r.oldest && Date.now() - r.oldest.getTime() > 15 * 60_000);
  const queuesOut = rows.map((r) => ({
    name: r.name,
    waiting: r.waiting,
    active: r.active,
    failed24h: r.failed24h,
    oldestWaitingSeconds: r.oldest ? Math.round((Date.now() - r.oldest.getTime()) / 1000) : null,
  }));
  const depth = rows.reduce((a, r) => a + r.waiting, 0);
  const failed24h = rows.reduce((a, r) => a + r.failed24h, 0);
  return {
    ok: stuck.length === 0,
    message: stuck.length
      ? `Jobs waiting over 15 minutes on ${stuck.map((s) => s.name).join(', ')}`
      : `${depth} waiting, ${failed24h} failed in 24 h`,
    metrics: { depth, failed24h, queues: queuesOut },
  };
}

async function email(): Promise<CheckResult> {
  const groups = await db.outboxEmail.groupBy({
    by: ['status'],
    where: { createdAt: { gte: since(24 * HOUR) } },
    _count: true,
  });
  const n = Object.fromEntries(groups.map((g) => [g.status, g._count])) as Record<string, number>;
  const failedLastHour = await db.outboxEmail.count({ where: { status: 'failed', createdAt: { gte: since(HOUR) } } });
  const sent = n.sent ?? 0;
  const failed = n.failed ?? 0;
  const ok = failedLastHour === 0;
  return {
    ok,
    message: ok ? `${sent} sent, ${failed} failed in 24 h` : `${failedLastHour} emails failed in the last hour`,
    metrics: { sent, failed, queued: n.queued ?? 0, stored: n.stored ?? 0, failedLastHour },
  };
}

async function storage(): Promise<CheckResult> {
  const backend = await currentBackend();
  const t = performance.now();
  let reachable = true;
  let error = '';
  try {
    const probe = await newTempPath();
    await writeFile(probe, 'ok');
    const key = `health/${randomUUID()}.txt`;
    await backend.put(probe, key, 'text/plain');
    const stream = await backend.open(key);
    for await (const _ of stream) void _;
    await backend.remove(key);
    await rm(probe, { force: true });
  } catch (err) {
    reachable = false;
    error = (err as Error).message;
  }
  const latencyMs = Math.round(performance.now() - t);
  const [files, drive] = await Promise.all([
    db.storedFile.aggregate({ _sum: { sizeBytes: true }, _count: true }),
    db.driveFile.aggregate({ _sum: { sizeBytes: true }, _count: true }),
  ]);
  const usedBytes = Number(files._sum.sizeBytes ?? 0n) + Number(drive._sum.sizeBytes ?? 0n);
  return {
    ok: reachable,
    message: reachable
      ? `${backend.name === 's3' ? 'Bucket' : 'Folder'} reachable in ${latencyMs} ms`
      : `Storage unreachable: ${error}`,
    metrics: { backend: backend.name, latencyMs, usedBytes, files: files._count + drive._count },
  };
}

async function stores(): Promise<CheckResult> {
  const probes = await probeStores();
  const failing = probes.filter((p) => p.state === 'failing');
  return {
    ok: failing.length === 0,
    message: failing.length
      ? `Not answering: ${failing.map((f) => `${f.label} (${f.message})`).join('; ')}`
      : probes.length
        ? `${probes.length} store endpoints answer`
        : 'Every store uses the built-in simulator',
    metrics: { probed: probes.length, failing: failing.map((f) => f.label) },
  };
}

const ACK_OVERDUE_HOURS = 72;

async function deliveries(): Promise<CheckResult> {
  const rows = await db.delivery.groupBy({
    by: ['storeId', 'status'],
    where: { createdAt: { gte: since(24 * HOUR) } },
    _count: true,
  });
  const storesById = new Map(
    (await db.store.findMany({ select: { id: true, name: true } })).map((s) => [s.id, s.name] as const),
  );
  const per = new Map<
    string,
    { store: string; acknowledged: number; rejected: number; failed: number; open: number }
  >();
  for (const r of rows) {
    const e = per.get(r.storeId) ?? {
      store: storesById.get(r.storeId) ?? r.storeId,
      acknowledged: 0,
      rejected: 0,
      failed: 0,
      open: 0,
    };
    if (r.status === 'acknowledged') e.acknowledged += r._count;
    else if (r.status === 'rejected') e.rejected += r._count;
    else if (r.status === 'failed') e.failed += r._count;
    else e.open += r._count;
    per.set(r.storeId, e);
  }
  const list = [...per.values()].sort((a, b) => a.store.localeCompare(b.store));
  const failedLastHour = await db.delivery.count({ where: { status: 'failed', updatedAt: { gte: since(HOUR) } } });
  const acked = list.reduce((a, s) => a + s.acknowledged, 0);
  const refused = list.reduce((a, s) => a + s.rejected + s.failed, 0);
  // Store acknowledgement files that could not be read (each is also a failed call on the integrations page).
  const unreadableAcks = await db.storeAckFile.count({
    where: { outcome: 'error', createdAt: { gte: since(24 * HOUR) } },
  });
  const ackNote = unreadableAcks ? `; ${unreadableAcks} store acknowledgement files could not be read` : '';
  // Written to a store that answers in acknowledgement files, and no answer for three days.
  const overdueAcks = await db.delivery.count({
    where: { status: 'delivered', lastAttemptAt: { lt: since(ACK_OVERDUE_HOURS * HOUR) } },
  });
  return {
    ok: failedLastHour === 0 && overdueAcks === 0,
    message:
      (failedLastHour > 0
        ? `${failedLastHour} deliveries gave up in the last hour`
        : overdueAcks > 0
          ? `${overdueAcks} deliveries not acknowledged by their store after ${ACK_OVERDUE_HOURS / 24} days`
          : `${acked} acknowledged, ${refused} rejected or failed in 24 h`) + ackNote,
    metrics: { acknowledged: acked, refused, failedLastHour, unreadableAcks, overdueAcks, stores: list },
  };
}

async function imports(): Promise<CheckResult> {
  const inFlight = await db.statementImport.count({ where: { status: { in: ['queued', 'running'] } } });
  const stuck = await db.statementImport.count({
    where: { status: { in: ['queued', 'running'] }, createdAt: { lt: since(HOUR) } },
  });
  const failed24h = await db.statementImport.count({
    where: { status: 'failed', createdAt: { gte: since(24 * HOUR) } },
  });
  return {
    ok: stuck === 0,
    message: stuck ? `${stuck} imports running for over an hour` : `${inFlight} in flight, ${failed24h} failed in 24 h`,
    metrics: { inFlight, stuck, failed24h },
  };
}

async function payouts(): Promise<CheckResult> {
  const groups = await db.payoutRequest.groupBy({
    by: ['status'],
    where: { createdAt: { gte: since(7 * 24 * HOUR) } },
    _count: true,
  });
  const n = Object.fromEntries(groups.map((g) => [g.status, g._count])) as Record<string, number>;
  const waitingLong = await db.payoutRequest.count({
    where: { status: { in: ['requested', 'approved'] }, createdAt: { lt: since(14 * 24 * HOUR) } },
  });
  const paid = n.paid ?? 0;
  const rejected = n.rejected ?? 0;
  return {
    ok: waitingLong === 0,
    message: waitingLong
      ? `${waitingLong} payout requests waiting over 14 days`
      : `${paid} paid, ${rejected} rejected in 7 days`,
    metrics: {
      paid,
      rejected,
      waiting: (n.requested ?? 0) + (n.approved ?? 0),
      waitingLong,
      successRate: paid + rejected ? Math.round((paid / (paid + rejected)) * 100) : null,
    },
  };
}

const RUNNERS: Record<CheckName, () => Promise<CheckResult>> = {
  database,
  queues,
  email,
  storage,
  stores,
  deliveries,
  imports,
  payouts,
};

export async function runCheck(name: CheckName): Promise<CheckResult> {
  try {
    return await RUNNERS[name]();
  } catch (err) {
    return { ok: false, message: `The check could not run: ${(err as Error).message}`, metrics: {} };
  }
}
