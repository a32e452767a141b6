// Benchmark (issue #19): requests per second of the data routes and the brand landings, each as a ratio
// of the bare route `/api/version` measured in the same run, against the production build on a fresh
// seeded database (scripts/e2e-server.mjs: PGlite by default, a new database on DATABASE_URL's server).
// 10 connections, autocannon. Goals: data routes >= 60% (embedded) / 70% (server), landings >= 50%.
//
// Usage: npx tsx bench/http.ts            (needs a build: npm run build, or scripts/build-if-needed.mjs)
//   BENCH_MODES=embedded,server   database modes (server: DATABASE_URL, else the local PostgreSQL 15)
//   BENCH_SECONDS=10              seconds per route
//   BENCH_HTTP=landings           only the brand landings (BENCH_HTTP=routes: only the data routes)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { load, verdict } from './report';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
// BENCH_PORT lets two people (or two worktrees) run this bench at once.
const PORT = Number(process.env.BENCH_PORT ?? 3990);
const base = `http://localhost:${PORT}`;
const LOCAL_SERVER = 'postgresql://postgres:postgres@localhost:5432/postgres';

/** Signs in through next-auth's credentials callback and returns the session cookie header. */
async function login(email: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  const csrf = await fetch(`${base}/api/auth/csrf`);
  keep(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookie(), origin: base },
    body: new URLSearchParams({ email, password: 'demo-password', csrfToken, json: 'true' }),
  });
  keep(res);
  const me = await fetch(`${base}/api/auth/me`, { headers: { cookie: cookie() } });
  if (!me.ok) throw new Error(`could not sign in as ${email}: /api/auth/me answered ${me.status}`);
  return cookie();
}

interface Measured {
  rps: number;
  p50: number;
  non2xx: number;
}

async function measure(path: string, headers: Record<string, string> = {}): Promise<Measured> {
  // A short warm-up first (route compiled, caches filled), then the measured run.
  await autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: 2, headers });
  const r = await autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: SECONDS, headers });
  return { rps: r.requests.average, p50: r.latency.p50, non2xx: r.non2xx + r.errors };
}

function stopServer(child: ChildProcess) {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
}

async function startServer(databaseUrl: string | undefined): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, E2E_PORT: String(PORT), LOG_LEVEL: 'error' };
  if (databaseUrl) {
    env.DATABASE_URL = databaseUrl;
    // Production on a server refuses to start without its keys from the environment (lib/env.ts).
    env.NEXTAUTH_SECRET ??= randomBytes(32).toString('hex');
    env.PAYOUT_ENCRYPTION_KEY ??= randomBytes(32).toString('hex');
  } else delete env.DATABASE_URL;
  // Its own process group, stopped as a whole: signalling only the script left next-server serving the port,
  // and the next mode then measured the previous mode's server.
  const child = spawn('node', ['scripts/e2e-server.mjs'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const end = Date.now() + 240_000;
  while (Date.now() < end) {
    const ok = await fetch(`${base}/api/version`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  stopServer(child);
  throw new Error('the production server did not start in 240 s (is there a build? npm run build)');
}

async function runMode(mode: 'embedded' | 'server'): Promise<boolean> {
  const server = await startServer(mode === 'server' ? (process.env.DATABASE_URL ?? LOCAL_SERVER) : undefined);
  let ok = true;
  try {
    const artist = { cookie: await login('artist@demo.test') };
    const admin = { cookie: await login('admin@demo.test') };
    const bare = await measure('/api/version');
    console.log(`${mode}: /api/version ${bare.rps.toFixed(0)} req/s, p50 ${bare.p50} ms (load ${load()})`);
    const goal = mode === 'embedded' ? 0.6 : 0.7;
    const routes: [string, Record<string, string>][] = [
      ['/api/projects', artist],
      ['/api/stats', admin],
      ['/api/earnings', artist],
      // The issue also names /api/releases: it only takes POST (the spec lists releases through /api/projects).
      ['/api/school/courses', admin],
    ];
    const check = (what: string, m: Measured, target: number, baseline = bare) => {
      const ratio = m.rps / baseline.rps;
      ok =
        verdict({
          bench: 'http',
          what: `${what} (${mode})`,
          figure: `${m.rps.toFixed(0)} req/s, p50 ${m.p50} ms${m.non2xx ? `, ${m.non2xx} non-2xx` : ''}`,
          ratio: `${(ratio * 100).toFixed(0)}% of /api/version's ${baseline.rps.toFixed(0)} req/s`,
          goal: `>= ${target * 100}%`,
          pass: ratio >= target && m.non2xx === 0,
        }) && ok;
    };
    const only = process.env.BENCH_HTTP;
    if (only !== 'landings') for (const [path, headers] of routes) check(path, await measure(path, headers), goal);
    if (only !== 'routes') {
      // The bare route again, just before the landings: the first figure can be low while the fresh server
      // still does its start-up work; the landings are compared with the higher of the two.
      const again = await measure('/api/version');
      console.log(`${mode}: /api/version again ${again.rps.toFixed(0)} req/s, p50 ${again.p50} ms (load ${load()})`);
      const baseline = again.rps > bare.rps ? again : bare;
      for (const host of ['tnm.localhost', 'mms.localhost', 'distro80.localhost', 'sgr.localhost'])
        check(`landing / on ${host}`, await measure('/', { host: `${host}:${PORT}` }), 0.5, baseline);
    }
  } finally {
    const exited = new Promise((r) => server.once('exit', r));
    stopServer(server);
    await exited;
    // The port must be free before the next mode starts its own server.
    while (
      await fetch(`${base}/api/version`).then(
        () => true,
        () => false,
      )
    )
      await new Promise((r) => setTimeout(r, 250));
  }
  return ok;
}

async function main() {
  const modes = (process.env.BENCH_MODES ?? 'embedded,server').split(',') as ('embedded' | 'server')[];
  let ok = true;
  for (const mode of modes) ok = (await runMode(mode)) && ok;
  process.exit(ok ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
