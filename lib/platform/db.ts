// The Prisma client: a PostgreSQL server when DATABASE_URL is set (npm start sets it to the bundled one,
// scripts/bundled-postgres.mjs), else PGlite in this process.
// Created lazily, because `next build` imports route modules without touching the database.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import { Pool } from 'pg';
import { PrismaClient, type Prisma } from '../generated/prisma/client';
import { env } from './env';
import { logger } from './logger';
import { bumpAll, bumpTables, tablesWritten } from './cache/tables';
import { trackWrites } from './cache/track-writes';
import { listenEmbedded, stopChangeFeed } from './cache/notify';

/** What reads and writes through either the global client or a transaction's client. */
export type Client = Omit<PrismaClient, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>;

declare const inTransaction: unique symbol;

/**
 * An interactive transaction's client. Only `db.$transaction(async (tx) => ...)` hands one out (the brand
 * exists in the type only), so a function that takes a `Tx` (the audit writer, money writes) cannot be given
 * the global client: what it writes commits or rolls back with the change it belongs to.
 */
export type Tx = Client & { readonly [inTransaction]: true };

type TxOptions = { maxWait?: number; timeout?: number; isolationLevel?: Prisma.TransactionIsolationLevel };

/** The Prisma client as the product sees it: its interactive transactions hand out a `Tx`. */
export type Db = Omit<PrismaClient, '$transaction'> & {
  $transaction<R>(fn: (tx: Tx) => Promise<R>, options?: TxOptions): Promise<R>;
  $transaction<P extends Prisma.PrismaPromise<unknown>[]>(
    queries: [...P],
    options?: TxOptions,
  ): Promise<{ [K in keyof P]: Awaited<P[K]> }>;
};

interface Handles {
  prisma: PrismaClient;
  pglite?: PGlite;
  pool?: Pool;
}

const globalKey = Symbol.for('platform.db');
type GlobalWithDb = typeof globalThis & { [globalKey]?: Handles };

// Interactive transactions queue for a pool connection (server) or the single PGlite session: under a
// burst (50 payout requests at once) Prisma's 2 s default wait turned queueing into errors.
const transactionOptions = { maxWait: 15_000, timeout: 30_000 };

function open(): Handles {
  const { DATABASE_URL, PGLITE_DIR, PGLITE_TEMPLATE, PGLITE_SHARED_BUFFERS } = env();
  if (DATABASE_URL) {
    const pool = new Pool({ connectionString: DATABASE_URL, max: 10 });
    // An idle connection the server closes (a restart, a dropped database) is dropped from the pool and
    // logged; without a listener the pool's 'error' event would end the process.
    pool.on('error', (err) => logger.warn('database connection closed by the server', err));
    const prisma = new PrismaClient({ adapter: trackWrites(new PrismaPg(pool)), transactionOptions });
    return { prisma, pool };
  }
  const memory = PGLITE_DIR.startsWith('memory://');
  if (!memory) mkdirSync(path.dirname(path.resolve(PGLITE_DIR)), { recursive: true });
  const loadDataDir = memory && PGLITE_TEMPLATE ? new Blob([readFileSync(PGLITE_TEMPLATE)]) : undefined;
  const pglite = new PGlite(PGLITE_DIR, {
    extensions: { pg_trgm },
    loadDataDir,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  listenEmbedded(pglite);
  const prisma = new PrismaClient({ adapter: trackWrites(new PrismaPGlite(pglite)), transactionOptions });
  return { prisma, pglite };
}

function handles(): Handles {
  // One set per process (kept on globalThis so dev-mode reloads do not open the data folder twice).
  const g = globalThis as GlobalWithDb;
  g[globalKey] ??= open();
  return g[globalKey];
}

/** The Prisma client. */
export function getDb(): PrismaClient {
  return handles().prisma;
}

/** Lazy proxy so modules can `import { db }` at top level without opening the database. */
export const db: Db = new Proxy({} as Db, {
  get(_target, prop) {
    const client = getDb();
    const value = Reflect.get(client, prop, client);
    return typeof value === 'function' ? value.bind(client) : value;
  },
});

export function isEmbedded(): boolean {
  return !env().DATABASE_URL;
}

/**
 * Plain SQL for the parts that speak SQL rather than Prisma (migrations, the job queue).
 * On PGlite a statement with parameters goes through the extended protocol and a script without
 * parameters through exec, which accepts several statements, like pg's simple protocol.
 */
export async function executeSql<T = Record<string, unknown>>(
  text: string,
  values: unknown[] = [],
): Promise<{ rows: T[] }> {
  const rows = await runSql<T>(text, values);
  // Its writes make the per-process caches of those tables stale (lib/platform/cache/tables.ts).
  bumpTables(tablesWritten(text));
  return rows;
}

async function runSql<T>(text: string, values: unknown[]): Promise<{ rows: T[] }> {
  const h = handles();
  if (h.pool) {
    const res = await h.pool.query(text, values);
    const last = Array.isArray(res) ? res[res.length - 1] : res;
    return { rows: (last?.rows ?? []) as T[] };
  }
  const pglite = h.pglite!;
  if (values.length > 0) return { rows: (await pglite.query<T>(text, values)).rows };
  const results = await pglite.exec(text);
  return { rows: (results[results.length - 1]?.rows ?? []) as T[] };
}

/**
 * Loads bytes in COPY's text format into `table` (its `columns`) on the embedded database, in one
 * statement: PGlite reads them as the file /dev/blob. Several times quicker there than an INSERT of
 * parameter arrays, whose array literals it parses and casts value by value.
 */
export async function copyIntoEmbedded(table: string, columns: string, bytes: Buffer[]): Promise<void> {
  const pglite = handles().pglite;
  if (!pglite) throw new Error('copyIntoEmbedded is for the embedded database');
  await pglite.query(`COPY "${table}" ${columns} FROM '/dev/blob'`, [], {
    blob: new Blob(bytes as Uint8Array<ArrayBuffer>[]),
  });
  bumpTables([table]);
}

/** What a query selects, in COPY's text format, from the embedded database (the import benchmark's floor). */
export async function copyOutOfEmbedded(query: string): Promise<Buffer> {
  const pglite = handles().pglite;
  if (!pglite) throw new Error('copyOutOfEmbedded is for the embedded database');
  const { blob } = await pglite.query(`COPY (${query}) TO '/dev/blob'`);
  return Buffer.from(await blob!.arrayBuffer());
}

/** Runs `fn` on one dedicated connection (session-level locks need the same connection throughout). */
export async function withSqlSession<T>(fn: (sql: typeof executeSql) => Promise<T>): Promise<T> {
  const h = handles();
  if (!h.pool) return fn(executeSql);
  const client = await h.pool.connect();
  try {
    const run = async <R>(text: string, values: unknown[] = []) => {
      const res = await client.query(text, values);
      const last = Array.isArray(res) ? res[res.length - 1] : res;
      return { rows: (last?.rows ?? []) as R[] };
    };
    return await fn(run as typeof executeSql);
  } finally {
    client.release();
  }
}

/** Closes the client and the underlying database (tests, scripts). */
export async function closeDb(): Promise<void> {
  const g = globalThis as GlobalWithDb;
  const h = g[globalKey];
  // Whatever opens next (another database in tests) starts from empty caches.
  await stopChangeFeed();
  bumpAll();
  if (!h) return;
  g[globalKey] = undefined;
  await h.prisma.$disconnect();
  await h.pool?.end();
  await h.pglite?.close();
}

/** The embedded database's files as a tarball (tests migrate once and start each file from it). */
export async function dumpEmbeddedDatabase(): Promise<Blob> {
  const { pglite } = handles();
  if (!pglite) throw new Error('dumpEmbeddedDatabase needs the embedded database');
  return pglite.dumpDataDir('none');
}
