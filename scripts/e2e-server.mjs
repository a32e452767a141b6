// Serves the production build for Playwright on a fresh, seeded database: the embedded default as `npm start`
// runs it (a new bundled PostgreSQL folder, or a new PGlite folder where that cannot run or with
// EMBEDDED_DB=pglite), or a new database on the server when DATABASE_URL is set (so runs never share state).
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { bundledPostgresFor } from './bundled-postgres.mjs';
import { simpleParser } from 'mailparser';

const port = process.env.E2E_PORT ?? '3100';
const env = { ...process.env, NODE_ENV: 'production', SEED_DEMO: '1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
let dropDb = null;
let database = { label: 'PostgreSQL server' };

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
  database = await bundledPostgresFor(env, '.data/e2e/postgres');
}
console.log(`e2e database: ${database.label}`);

// A real SMTP server catches every email the app sends (the app delivers over SMTP as in production);
// tests read them from a small HTTP mailbox: GET /messages -> [{ to, subject, text, html }].
const smtpPort = Number(port) + 1000;
const mailboxPort = Number(port) + 2000;
const caught = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((m) => {
        caught.push({
          to: (session.envelope.rcptTo ?? []).map((r) => r.address),
          subject: m.subject ?? '',
          text: m.text ?? '',
          html: typeof m.html === 'string' ? m.html : '',
          headers: Object.fromEntries(
            [...m.headers].map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
          ),
        });
        callback();
      })
      .catch(callback);
  },
});
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
const mailbox = createServer((req, res) => {
  if (req.method === 'DELETE') caught.length = 0;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(caught));
});
await new Promise((resolve) => mailbox.listen(mailboxPort, '127.0.0.1', resolve));
env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;

const prep = spawnSync('npx', ['tsx', 'scripts/prepare-db.ts'], { stdio: 'inherit', env });
if (prep.status !== 0) process.exit(prep.status ?? 1);

const server = spawn('npx', ['next', 'start', '-p', port], { stdio: 'inherit', env });
const stop = async () => {
  server.kill('SIGTERM');
  smtp.close();
  mailbox.close();
  if (dropDb) await new Promise((r) => setTimeout(r, 500)).then(dropDb).catch(() => undefined);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The bundled database stops after the web server: this process's end closes its input (bundled-postgres.mjs).
server.on('exit', (code) => process.exit(code ?? 0));
