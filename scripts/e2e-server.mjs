// Serves the production build for Playwright on a fresh, seeded database: a new PGlite folder, or a
// new database on the server when DATABASE_URL is set (so runs never share state).
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import pg from 'pg';

const port = process.env.E2E_PORT ?? '3100';
const env = { ...process.env, NODE_ENV: 'production', SEED_DEMO: '1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
let dropDb = null;

if (process.env.DATABASE_URL) {
  const name = `e2e_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDb = async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
} else {
  rmSync('.data/e2e', { recursive: true, force: true });
  env.PGLITE_DIR = '.data/e2e/pglite';
  env.UPLOAD_DIR = '.data/e2e/uploads';
}

const prep = spawnSync('npx', ['tsx', 'scripts/prepare-db.ts'], { stdio: 'inherit', env });
if (prep.status !== 0) process.exit(prep.status ?? 1);

const server = spawn('npx', ['next', 'start', '-p', port], { stdio: 'inherit', env });
const stop = async () => {
  server.kill('SIGTERM');
  if (dropDb) await new Promise((r) => setTimeout(r, 500)).then(dropDb).catch(() => undefined);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
