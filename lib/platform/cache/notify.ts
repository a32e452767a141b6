// Writes committed by other processes on the same PostgreSQL server (a second web process, the worker):
// statement triggers on the cached tables (migration `cache_notify`) send NOTIFY table_changes with the
// table's name, which PostgreSQL delivers when the writing transaction commits. One connection per
// process listens and bumps the table's version (lib/platform/cache/tables.ts).
//
// Caches are only used while that connection is listening: until it is, after it drops, and while it
// reconnects, every read goes to the database, and a reconnect drops every cache (notifications sent
// meanwhile are lost). The embedded database (PGlite) is one process but listens too: the driver adapter
// wrapper (lib/platform/cache/track-writes.ts) sees only the table a statement names, not the rows a foreign key's
// cascade or a trigger (the running earnings totals) changes because of it; the triggers' notifications
// cover those. PGlite delivers them in a microtask queued while it reads the statement's reply, so they
// arrive before the writer's own code continues.
import { Client } from 'pg';
import { env } from '../env';
import { logger } from '../logger';
import { bumpAll, bumpTables } from './tables';

const CHANNEL = 'table_changes';
const RETRY_MS = 1_000;

interface Listener {
  url: string;
  client?: Client;
  ready: boolean;
  stopped: boolean;
}

const globalKey = Symbol.for('platform.cache.listener');
const embeddedKey = Symbol.for('platform.cache.embeddedListener');
type GlobalWithListener = typeof globalThis & { [globalKey]?: Listener; [embeddedKey]?: { ready: boolean } };

interface EmbeddedDatabase {
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
}

/** Listens on the embedded database (lib/platform/db.ts calls it when it opens one); caches answer once it does. */
export function listenEmbedded(pglite: EmbeddedDatabase): void {
  const state = { ready: false };
  (globalThis as GlobalWithListener)[embeddedKey] = state;
  pglite
    .listen(CHANNEL, (payload) => {
      if (payload) bumpTables([payload]);
    })
    .then(() => {
      bumpAll();
      state.ready = true;
    })
    .catch((err: Error) => logger.warn('cache change feed could not listen on the embedded database', err));
}

function connect(l: Listener): void {
  const client = new Client({ connectionString: l.url });
  l.client = client;
  const lost = (err?: Error) => {
    if (l.client !== client) return;
    l.ready = false;
    l.client = undefined;
    bumpAll();
    client.end().catch(() => undefined);
    if (l.stopped) return;
    if (err) logger.warn('cache change feed lost, reconnecting (caches are bypassed meanwhile)', err);
    setTimeout(() => !l.stopped && connect(l), RETRY_MS).unref();
  };
  client.on('notification', (n) => {
    if (n.channel === CHANNEL && n.payload) bumpTables([n.payload]);
  });
  client.on('error', lost);
  client.on('end', () => lost());
  client
    .connect()
    .then(() => client.query(`LISTEN ${CHANNEL}`))
    .then(() => {
      if (l.client !== client) return;
      // Anything written before LISTEN took effect was not announced: start from empty caches.
      bumpAll();
      l.ready = true;
    })
    .catch((err: Error) => lost(err));
}

/**
 * Whether this process's caches may answer: always on the embedded database; on a server only while the
 * change feed is listening (the first call starts it, and answers false until it is up).
 */
export function cachesUsable(): boolean {
  const { DATABASE_URL } = env();
  const g = globalThis as GlobalWithListener;
  if (!DATABASE_URL) return g[embeddedKey]?.ready ?? false;
  let l = g[globalKey];
  if (!l || l.url !== DATABASE_URL) {
    if (l) stopChangeFeed();
    l = { url: DATABASE_URL, ready: false, stopped: false };
    g[globalKey] = l;
    connect(l);
  }
  return l.ready;
}

/** Closes the listening connection (closeDb: tests, scripts). */
export async function stopChangeFeed(): Promise<void> {
  const g = globalThis as GlobalWithListener;
  g[embeddedKey] = undefined;
  const l = g[globalKey];
  if (!l) return;
  g[globalKey] = undefined;
  l.stopped = true;
  l.ready = false;
  const client = l.client;
  l.client = undefined;
  bumpAll();
  await client?.end().catch(() => undefined);
}
