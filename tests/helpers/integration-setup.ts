// Every integration test file gets its own empty, migrated database: in-memory PGlite by default,
// or a new database on the server named by TEST_DATABASE_URL (dropped afterwards). A file that calls
// startsFromDemoData() at its top gets one holding the demo data instead (tests/helpers/demo-data.ts).
import { randomBytes } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import { Client } from 'pg';
import { closeDb } from '@/lib/platform/db';
import { migrate } from '@/lib/platform/db/migrate';
import { resetEnvCache } from '@/lib/platform/env';
import { stopQueue } from '@/lib/platform/jobs';
import { resetLimiters } from '@/lib/platform/auth/login-throttle';
import { settleAfterResponse } from '@/lib/platform/http/after-response';
import { claimDemoTemplate, demoTemplatePaths, publishDemoTemplate, wantsDemoData } from './demo-data';

const serverUrl = process.env.TEST_DATABASE_URL;
let createdDb: string | undefined;

async function adminQuery(sql: string) {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  process.env.AUTH_SECRET_FILE ??= '.data/test-auth-secret';
  if (serverUrl) {
    createdDb = `test_${randomBytes(6).toString('hex')}`;
    // A copy of the run's migrated template (tests/helpers/global-setup.ts); migrate() below then finds nothing to do.
    const template = process.env.TEST_TEMPLATE_DB;
    await adminQuery(`CREATE DATABASE ${createdDb}${template ? ` TEMPLATE ${template}` : ''}`);
    const url = new URL(serverUrl);
    url.pathname = `/${createdDb}`;
    process.env.DATABASE_URL = url.toString();
  } else {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = 'memory://';
  }
  resetEnvCache();
  resetLimiters();
  if (wantsDemoData()) await startFromDemoData();
  else await migrate();
}, 900_000); // a fresh PGlite is Wasm start-up plus every migration (and the first demo file seeds): slow on a busy machine

/** The file's database with the demo data and UPLOAD_DIR with its files (tests/helpers/demo-data.ts). */
async function startFromDemoData(): Promise<void> {
  const { seedDemo } = await import('@/prisma/seed');
  const { db, dumpEmbeddedDatabase } = await import('@/lib/platform/db');
  process.env.UPLOAD_DIR = `.data/test-uploads-demo-${process.pid}-${randomBytes(4).toString('hex')}`;
  const template = process.env.PGLITE_TEMPLATE;
  if (serverUrl || !template) {
    resetEnvCache();
    await migrate();
    await seedDemo(db);
    return;
  }
  const paths = demoTemplatePaths(template);
  if ((await claimDemoTemplate(paths)) === 'ready') {
    cpSync(paths.uploads, process.env.UPLOAD_DIR, { recursive: true });
    process.env.PGLITE_TEMPLATE = paths.dump;
    resetEnvCache();
    await migrate(); // nothing to do: the dump is of a migrated database
    process.env.PGLITE_TEMPLATE = template;
    return;
  }
  resetEnvCache();
  await migrate();
  try {
    await seedDemo(db);
    await settleAfterResponse();
    publishDemoTemplate(paths, Buffer.from(await (await dumpEmbeddedDatabase()).arrayBuffer()), process.env.UPLOAD_DIR);
  } catch (err) {
    rmSync(paths.lock, { force: true }); // the next file seeds again rather than waiting for a dump that never comes
    throw err;
  }
}

afterAll(async () => {
  await settleAfterResponse(); // work a route left for after its answer, before the database goes
  await stopQueue();
  await closeDb();
  if (createdDb) await adminQuery(`DROP DATABASE IF EXISTS ${createdDb} WITH (FORCE)`);
}, 60_000);
