// Applies prisma/migrations in order, each in its own transaction, recording them in Prisma's own
// _prisma_migrations table (checksum = sha256 of the file) so `prisma migrate deploy` accepts the history.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { withSqlSession } from '../db';

const LOCK_ID = 72707369; // any constant shared by every process that migrates this database

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(
  dir = path.join(/*turbopackIgnore: true*/ process.cwd(), 'prisma/migrations'),
): MigrationFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

/** Applies pending migrations; returns the names applied. Safe to call from several processes at once. */
export async function migrate(migrations = readMigrations()): Promise<string[]> {
  return withSqlSession(async (sql) => {
    await sql(CREATE_TABLE);
    await sql(`SELECT pg_advisory_lock(${LOCK_ID})`);
    try {
      const { rows } = await sql<AppliedRow>(
        'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL',
      );
      const applied = new Map(rows.map((r) => [r.migration_name, r]));
      const done: string[] = [];
      for (const m of migrations) {
        const row = applied.get(m.name);
        if (row?.finished_at) {
          if (row.checksum !== m.checksum) {
            throw new Error(`Migration ${m.name} was changed after it was applied (checksum differs).`);
          }
          continue;
        }
        if (row) throw new Error(`Migration ${m.name} failed earlier; fix the database and mark it rolled back.`);
        const id = randomUUID();
        try {
          await sql(
            `BEGIN;\n${m.sql}\n;INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) ` +
              `VALUES ('${id}', '${m.checksum}', now(), '${m.name.replace(/'/g, "''")}', 1);\nCOMMIT;`,
          );
        } catch (err) {
          await sql('ROLLBACK').catch(() => undefined);
          throw new Error(`Migration ${m.name} failed: ${(err as Error).message}`);
        }
        done.push(m.name);
      }
      return done;
    } finally {
      await sql(`SELECT pg_advisory_unlock(${LOCK_ID})`);
    }
  });
}
