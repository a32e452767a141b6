// Integration tests migrate once per run, not once per file: the embedded default writes a PGlite dump
// that each file's in-memory database loads (PGLITE_TEMPLATE); on a server, a template database that
// each file's CREATE DATABASE copies (TEST_TEMPLATE_DB). Both are named by a hash of the migrations (and
// of PGlite's version), so a changed migration builds a new one and an unchanged one is reused.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { closeDb, dumpEmbeddedDatabase } from '../../lib/platform/db';
import { migrate, readMigrations } from '../../lib/platform/db/migrate';
import { resetEnvCache } from '../../lib/platform/env';

function templateName(): string {
  const hash = createHash('sha256');
  for (const m of readMigrations()) hash.update(`${m.name}:${m.checksum}\n`);
  hash.update(JSON.parse(readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')).version);
  return `test_tpl_${hash.digest('hex').slice(0, 16)}`;
}

async function onServer(serverUrl: string, name: string): Promise<void> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return;
    // Built under a scratch name and renamed when complete, so a run cut short never leaves a half template.
    const scratch = `${name}_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${scratch}`);
    const url = new URL(serverUrl);
    url.pathname = `/${scratch}`;
    process.env.DATABASE_URL = url.toString();
    resetEnvCache();
    await migrate();
    await closeDb();
    await admin.query(`ALTER DATABASE ${scratch} RENAME TO ${name}`).catch(async (err: { code?: string }) => {
      // Another run built the same template meanwhile (42P04: it exists): use theirs.
      await admin.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
      if (err.code !== '42P04') throw err;
    });
  } finally {
    delete process.env.DATABASE_URL;
    resetEnvCache();
    await admin.end();
  }
}

async function embedded(file: string): Promise<void> {
  if (existsSync(file)) return;
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = 'memory://';
  resetEnvCache();
  await migrate();
  const dump = Buffer.from(await (await dumpEmbeddedDatabase()).arrayBuffer());
  await closeDb();
  mkdirSync(path.dirname(file), { recursive: true });
  const scratch = `${file}.${process.pid}`;
  writeFileSync(scratch, dump);
  renameSync(scratch, file);
}

export default async function globalSetup(): Promise<void> {
  const name = templateName();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    await onServer(serverUrl, name);
    process.env.TEST_TEMPLATE_DB = name;
  } else {
    const file = path.resolve('.data/test-templates', `${name}.tar`);
    await embedded(file);
    process.env.PGLITE_TEMPLATE = file;
  }
}
