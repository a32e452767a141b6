// `npm start`: generates the Prisma client, then builds (when the sources changed since the last build)
// while it applies migrations and seeds demo data into an empty embedded database, then serves on PORT
// (3000). The build and the database do not depend on each other; both need the generated client.
// Without DATABASE_URL the database is the bundled PostgreSQL (bundled-postgres.mjs), started here and
// stopped with the server; where it cannot run, or with EMBEDDED_DB=pglite, PGlite inside the web process.
import { spawnSync, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildIfNeededInBackground } from './build-if-needed.mjs';
import { bundledPostgresFor } from './bundled-postgres.mjs';

const run = (cmd, args, extraEnv = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

/** Runs a command in the background; resolves when it succeeded, exits the process when it failed. */
const runInBackground = (cmd, args) =>
  new Promise((resolve) =>
    spawn(cmd, args, { stdio: 'inherit' }).on('exit', (code) => {
      if (code !== 0) process.exit(code ?? 1);
      resolve();
    }),
  );

const timed = async (label, work) => {
  const started = Date.now();
  await work;
  console.log(`${label} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
};

mkdirSync('.data', { recursive: true });
const database = await bundledPostgresFor(process.env, '.data/postgres');
run('npx', ['prisma', 'generate'], { PRISMA_SCHEMA_ENGINE_BINARY: '/bin/false' });

await Promise.all([
  timed('Build checked', buildIfNeededInBackground({ force: process.argv.includes('--build') })),
  timed(`Database ready (${database.label})`, runInBackground('npx', ['tsx', 'scripts/prepare-db.ts'])),
]);

const port = process.env.PORT ?? '3000';
// Without SMTP the emails are kept for the person running this instance: the local mailbox (loopback only).
const mailCatcher = !process.env.SMTP_URL && process.env.MAIL_CATCHER !== '0';
console.log(
  `\nServing on http://localhost:${port}  (brands: mms.localhost, distro80.localhost, sgr.localhost, tnm.localhost)`,
);
if (mailCatcher)
  console.log(
    `No SMTP_URL: emails are not sent. Read them at http://localhost:${port}/api/dev/mailbox (from this machine only).`,
  );
// Next itself, not through npx: npm exec does not pass a SIGINT or SIGTERM sent to this launcher alone (a process
// manager, `kill`) on to the server, which then kept running, and kept the database from stopping.
const server = spawn(
  process.execPath,
  [createRequire(import.meta.url).resolve('next/dist/bin/next'), 'start', '-p', port],
  {
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env, ...(mailCatcher ? { MAIL_CATCHER: '1' } : {}) },
  },
);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
// `npm start` stopped with SIGTERM (a process manager, `docker stop`) passes it to the shell npm runs this in, not
// to this launcher, which was left serving with its database: when the parent is gone, stop as on SIGTERM.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) server.kill('SIGTERM');
}, 1000).unref();
server.on('exit', (code) => database.stop().finally(() => process.exit(code ?? 0)));
