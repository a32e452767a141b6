// The bundled PostgreSQL that `npm start` runs without DATABASE_URL: local only, behind its generated password,
// UTF-8 with Unicode character classes, and its data kept from one start to the next.
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { spawnBundledPostgres, type BundledPostgres } from '@/scripts/bundled-postgres.mjs';

// Open to other users: as root the server runs as `postgres`, which must reach its folder.
const parent = path.join(tmpdir(), `bundled-pg-${randomBytes(4).toString('hex')}`);
const dir = path.join(parent, 'postgres');
let server: BundledPostgres | undefined;

async function query<T>(url: string, sql: string): Promise<T[]> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql)).rows as T[];
  } finally {
    await c.end();
  }
}

beforeAll(() => mkdirSync(parent, { mode: 0o755 }));
afterAll(async () => {
  await server?.stop();
  rmSync(parent, { recursive: true, force: true });
});

describe('bundled PostgreSQL', () => {
  it('starts on a new folder, listens on 127.0.0.1 only and speaks UTF-8 with Unicode letters', async () => {
    server = await spawnBundledPostgres(dir);
    const url = new URL(server.url);
    expect(url.hostname).toBe('127.0.0.1');
    const [row] = await query<Record<string, string>>(
      server.url,
      `SELECT current_setting('listen_addresses') AS listen, current_setting('unix_socket_directories') AS sockets,
              current_setting('server_encoding') AS encoding, upper('éж日') AS up, version() AS version`,
    );
    expect(row).toMatchObject({ listen: '127.0.0.1', sockets: '', encoding: 'UTF8', up: 'ÉЖ日' });
    expect(row.version).toMatch(/^PostgreSQL 18\./);
    // The password sits beside the data, readable by its owner only.
    expect(statSync(`${dir}.password`).mode & 0o077).toBe(0);
  });

  it('refuses a connection without the generated password', async () => {
    const wrong = new URL(server!.url);
    wrong.password = 'not-the-password';
    await expect(query(wrong.toString(), 'SELECT 1')).rejects.toThrow(/password authentication failed/);
  });

  it('keeps its data when stopped and started again', async () => {
    await query(server!.url, `CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here')`);
    await server!.stop();
    server = await spawnBundledPostgres(dir);
    expect(await query(server.url, 'SELECT v FROM kept')).toEqual([{ v: 'still here' }]);
  });
});
