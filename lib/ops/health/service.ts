// Running the health checks, keeping their history, and incidents: a check that fails three runs in a
// row opens an incident and emails the admins once; the incident closes when the check passes again.
import { db, executeSql } from '../../platform/db';
import { readMigrations } from '../../platform/db/migrate';
import { env } from '../../platform/env';
import { logger } from '../../platform/logger';
import { sendTemplatedEmail } from '@/lib/comms';
import type { Prisma } from '../../generated/prisma/client';
import { CHECKS, runCheck, type CheckName } from './checks';

const FAILURES_FOR_INCIDENT = 3;

export interface CheckOutcome {
  check: CheckName;
  label: string;
  ok: boolean;
  message: string;
  metrics: Record<string, unknown>;
  at: Date;
}

/** Runs every check once, stores the results and updates incidents. */
export async function runHealthChecks(): Promise<CheckOutcome[]> {
  const names = Object.keys(CHECKS) as CheckName[];
  const results = await Promise.all(names.map(async (check) => ({ check, ...(await runCheck(check)) })));
  const at = new Date();
  await db.healthCheckRun.createMany({
    data: results.map((r) => ({
      check: r.check,
      ok: r.ok,
      message: r.message.slice(0, 1000),
      metrics: r.metrics as Prisma.InputJsonValue,
      createdAt: at,
    })),
  });
  for (const r of results) await updateIncident(r.check, r.ok, r.message);
  return results.map((r) => ({ ...r, label: CHECKS[r.check], at }));
}

async function updateIncident(check: CheckName, ok: boolean, message: string): Promise<void> {
  if (ok) {
    await db.healthIncident.updateMany({
      where: { openKey: check },
      data: { openKey: null, resolvedAt: new Date() },
    });
    return;
  }
  const last = await db.healthCheckRun.findMany({
    where: { check },
    orderBy: { createdAt: 'desc' },
    // bounded: an incident opens after this many failures in a row; only the latest runs matter.
    take: FAILURES_FOR_INCIDENT,
    select: { ok: true },
  });
  if (last.length < FAILURES_FOR_INCIDENT || last.some((r) => r.ok)) return;
  let incidentId: string;
  try {
    // openKey is unique: two processes running the check at once open one incident.
    incidentId = (await db.healthIncident.create({ data: { check, openKey: check, message: message.slice(0, 1000) } }))
      .id;
  } catch (err) {
    if ((err as { code?: string }).code === 'P2002') return; // already open: the admins were told once
    throw err;
  }
  const admins = await db.user.findMany({
    where: { role: { in: ['admin', 'super_admin'] }, status: 'active' },
    select: { email: true, name: true, brand: true },
  });
  const link = `${env().APP_BASE_URL}/system-health-monitor`;
  for (const a of admins) {
    await sendTemplatedEmail({
      to: a.email,
      brand: a.brand,
      template: 'health_incident',
      vars: {
        recipientName: a.name,
        checkName: CHECKS[check],
        failures: String(FAILURES_FOR_INCIDENT),
        message,
        monitorUrl: link,
      },
    }).catch((err) => logger.error('could not email an admin about an incident', err));
  }
  await db.healthIncident.update({ where: { id: incidentId }, data: { notifiedAt: new Date() } });
}

/** The latest run of each check, with the open incidents. */
export async function getHealthOverview() {
  const names = Object.keys(CHECKS) as CheckName[];
  const latest = await Promise.all(
    names.map((check) => db.healthCheckRun.findFirst({ where: { check }, orderBy: { createdAt: 'desc' } })),
  );
  const [openIncidents, recentIncidents] = await Promise.all([
    db.healthIncident.findMany({ where: { resolvedAt: null }, orderBy: { openedAt: 'desc' } }),
    // bounded: open incidents are all listed above; this is the recent history for context.
    db.healthIncident.findMany({ orderBy: { openedAt: 'desc' }, take: 20 }),
  ]);
  const checks = names.map((check, i) => {
    const r = latest[i];
    return {
      check,
      label: CHECKS[check],
      state: !r ? ('unknown' as const) : r.ok ? ('ok' as const) : ('failing' as const),
      message: r?.message ?? 'Not checked yet',
      metrics: (r?.metrics ?? {}) as Record<string, unknown>,
      at: r?.createdAt.toISOString() ?? null,
    };
  });
  return {
    healthy: checks.every((c) => c.state !== 'failing'),
    checks,
    openIncidents: openIncidents.map((i) => ({ ...i, label: CHECKS[i.check as CheckName] ?? i.check })),
    recentIncidents: recentIncidents.map((i) => ({ ...i, label: CHECKS[i.check as CheckName] ?? i.check })),
  };
}
export type HealthOverview = Awaited<ReturnType<typeof getHealthOverview>>;

/** Series for the charts: per time bucket, failing checks, database latency and queue depth. */
export async function getHealthHistory(range: '24h' | '7d') {
  const span = range === '24h' ? 24 * 3600_000 : 7 * 24 * 3600_000;
  const bucketMs = range === '24h' ? 3600_000 : 6 * 3600_000;
  const from = new Date(Date.now() - span);
  const runs = await db.healthCheckRun.findMany({
    where: { createdAt: { gte: from }, check: { in: ['database', 'queues', 'email', 'deliveries'] } },
    select: { check: true, ok: true, metrics: true, createdAt: true },
    orderBy: { createdAt: 'asc' },
  });
  const failing = await db.healthCheckRun.groupBy({
    by: ['check'],
    where: { createdAt: { gte: from }, ok: false },
    _count: true,
  });
  const buckets = new Map<
    number,
    { latency: number[]; depth: number[]; failed: number; runs: number; emailsFailed: number[] }
  >();
  const start = Math.floor(from.getTime() / bucketMs) * bucketMs;
  for (let t = start; t <= Date.now(); t += bucketMs)
    buckets.set(t, { latency: [], depth: [], failed: 0, runs: 0, emailsFailed: [] });
  for (const r of runs) {
    const b = buckets.get(Math.floor(r.createdAt.getTime() / bucketMs) * bucketMs);
    if (!b) continue;
    const m = r.metrics as Record<string, number>;
    b.runs += 1;
    if (!r.ok) b.failed += 1;
    if (r.check === 'database' && typeof m.latencyMs === 'number') b.latency.push(m.latencyMs);
    if (r.check === 'queues' && typeof m.depth === 'number') b.depth.push(m.depth);
    if (r.check === 'email' && typeof m.failed === 'number') b.emailsFailed.push(m.failed);
  }
  const avg = (a: number[]) => (a.length ? Math.round(a.reduce((x, y) => x + y, 0) / a.length) : null);
  const max = (a: number[]) => (a.length ? Math.max(...a) : null);
  return {
    range,
    points: [...buckets.entries()].map(([t, b]) => ({
      at: new Date(t).toISOString(),
      dbLatencyMs: avg(b.latency),
      queueDepth: max(b.depth),
      failedChecks: b.runs ? b.failed : null,
    })),
    failuresByCheck: Object.fromEntries(failing.map((f) => [f.check, f._count])),
  };
}
export type HealthHistory = Awaited<ReturnType<typeof getHealthHistory>>;

let migrationNames: string[] | undefined;

/** Readiness for load balancers: database answers, migrations applied, job queue running. */
export async function readiness() {
  const out = { database: false, migrations: false, queue: false };
  try {
    await executeSql('SELECT 1');
    out.database = true;
    migrationNames ??= readMigrations().map((m) => m.name);
    const files = migrationNames;
    const { rows } = await executeSql<{ migration_name: string }>(
      'SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    const applied = new Set(rows.map((r) => r.migration_name));
    out.migrations = files.every((f) => applied.has(f));
    const q = await executeSql<{ n: number }>('SELECT count(*)::int AS n FROM pgboss.version');
    out.queue = (q.rows[0]?.n ?? 0) > 0;
  } catch {
    /* reported as not ready below */
  }
  return { ready: out.database && out.migrations && out.queue, ...out };
}
