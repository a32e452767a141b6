// The PostgreSQL-backed job queue (pg-boss) on the app's own database connection, embedded or server.
// Never enqueue inside an interactive transaction: on embedded PGlite it waits for that transaction.
import PgBoss from 'pg-boss';
import { executeSql } from './db';
import { logger } from './logger';

const globalKey = Symbol.for('platform.boss');
type G = typeof globalThis & { [globalKey]?: Promise<PgBoss> };

interface QueueOptions {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
}

export interface JobDefinition<T = unknown> {
  name: string;
  options?: QueueOptions;
  /** How many jobs of this queue one process works on at once. */
  concurrency?: number;
  /**
   * Jobs each worker fetches per poll (default 1). A pg-boss worker polls at most once per polling
   * interval, so one job per poll caps a queue at `concurrency` jobs per interval; with a batch, the
   * fetched jobs run at once and each completes or fails (and is retried) on its own.
   */
  batchSize?: number;
  /** Cron expression (UTC): pg-boss sends one job per tick across all processes. */
  schedule?: string;
  handler: (data: T, job: { id: string; retryCount: number }) => Promise<void>;
}

async function start(): Promise<PgBoss> {
  const options: PgBoss.ConstructorOptions = {
    db: { executeSql: (text: string, values: unknown[]) => executeSql(text, values ?? []) },
    schema: 'pgboss',
    // Short maintenance cycles keep a small database tidy; these are pg-boss 10 options.
    maintenanceIntervalSeconds: 120,
  };
  const boss = new PgBoss(options);
  boss.on('error', (err) => logger.error('job queue error', err));
  await boss.start();
  return boss;
}

/** The started queue (one per process). */
export function getBoss(): Promise<PgBoss> {
  const g = globalThis as G;
  g[globalKey] ??= start().catch((err) => {
    g[globalKey] = undefined;
    throw err;
  });
  return g[globalKey];
}

const created = new Set<string>();
async function ensureQueue(boss: PgBoss, name: string, options?: QueueOptions) {
  if (created.has(name)) return;
  if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...options } as PgBoss.Queue);
  created.add(name);
}

/** Puts a job on a queue and returns its id. */
export async function enqueue<T extends object>(
  def: Pick<JobDefinition<T>, 'name' | 'options'>,
  data: T,
  opts: PgBoss.SendOptions = {},
): Promise<string> {
  const boss = await getBoss();
  await ensureQueue(boss, def.name, def.options);
  const id = await boss.send(def.name, data, { ...def.options, ...opts });
  if (!id) throw new Error(`job not queued on ${def.name}`);
  return id;
}

/** Puts many jobs on a queue in one statement (pg-boss insert), with the queue's options. */
export async function enqueueMany<T extends object>(
  def: Pick<JobDefinition<T>, 'name' | 'options'>,
  items: T[],
): Promise<void> {
  if (items.length === 0) return;
  const boss = await getBoss();
  await ensureQueue(boss, def.name, def.options);
  await boss.insert(items.map((data) => ({ name: def.name, data, ...def.options })));
}

/** Starts working the given queues in this process. */
export async function startWorkers(defs: JobDefinition<never>[], pollingIntervalSeconds = 1): Promise<void> {
  const boss = await getBoss();
  for (const def of defs) {
    await ensureQueue(boss, def.name, def.options);
    if (def.schedule) await boss.schedule(def.name, def.schedule, {}, { tz: 'UTC' });
    const workers = Math.max(1, def.concurrency ?? 1);
    const batchSize = Math.max(1, def.batchSize ?? 1);
    for (let i = 0; i < workers; i++) {
      await boss.work(def.name, { pollingIntervalSeconds, batchSize }, async (jobs) => {
        const retryCount = (job: unknown) => (job as { retryCount?: number }).retryCount ?? 0;
        if (batchSize === 1) {
          for (const job of jobs) await def.handler(job.data as never, { id: job.id, retryCount: retryCount(job) });
          return;
        }
        const results = await Promise.allSettled(
          jobs.map((job) => def.handler(job.data as never, { id: job.id, retryCount: retryCount(job) })),
        );
        // Failed first: pg-boss then completes the batch, which leaves jobs no longer active alone.
        for (const [k, r] of results.entries())
          if (r.status === 'rejected')
            await boss.fail(def.name, jobs[k].id, { message: String((r.reason as Error)?.message ?? r.reason) });
      });
    }
  }
}

/** Stops the queue (tests and shutdown). */
export async function stopQueue(): Promise<void> {
  const g = globalThis as G;
  const p = g[globalKey];
  g[globalKey] = undefined;
  created.clear();
  if (p)
    await (await p).stop({ graceful: true, wait: true, timeout: 10_000 } as PgBoss.StopOptions).catch(() => undefined);
}
