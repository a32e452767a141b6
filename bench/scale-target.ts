// Which database a bench:scale server runs on: a PostgreSQL server (`postgresql://...`), or the embedded PGlite
// the app opens itself when DATABASE_URL is unset (`pglite:<folder>`, the folder `seed:scale` wrote with
// PGLITE_DIR=<folder>). PGlite is one process's database: the bench reads its rows' ids with the folder
// opened here, closed again before the server opens it.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export type Target = { url: string } | { pgliteDir: string };

/** A query returning rows, on either kind of database. */
export type Query = (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const PGLITE = 'pglite:';

export function parseTarget(value: string): Target {
  if (value.startsWith(PGLITE)) return { pgliteDir: value.slice(PGLITE.length) };
  if (/^postgres(ql)?:\/\//.test(value)) return { url: value };
  throw new Error(`a bench:scale database is postgresql://... or pglite:<folder>, got ${value}`);
}

export function describeTarget(t: Target): string {
  return 'url' in t ? t.url.replace(/\/\/[^@]*@/, '//') : `PGlite ${t.pgliteDir}`;
}

/** The environment `next start` needs for this database (no DATABASE_URL: PGlite under PGLITE_DIR). */
export function targetEnv(env: NodeJS.ProcessEnv, t: Target): NodeJS.ProcessEnv {
  const out = { ...env };
  if ('url' in t) out.DATABASE_URL = t.url;
  else {
    delete out.DATABASE_URL;
    delete out.DATABASE_BUNDLED;
    out.PGLITE_DIR = t.pgliteDir;
  }
  return out;
}

/** Runs `fn` with a query on the database, opened for it and closed after. */
export async function withQuery<T>(t: Target, fn: (q: Query) => Promise<T>): Promise<T> {
  if ('url' in t) {
    const c = new pg.Client({ connectionString: t.url });
    await c.connect();
    try {
      return await fn((sql, params = []) => c.query(sql, params));
    } finally {
      await c.end();
    }
  }
  const db = new PGlite(t.pgliteDir, { extensions: { pg_trgm } });
  try {
    return await fn((sql, params = []) => db.query<Record<string, unknown>>(sql, params));
  } finally {
    await db.close();
  }
}
