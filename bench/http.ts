// Benchmark (issue #19): requests per second of the data routes and the brand landings, each as a ratio
// of the bare route `/api/version` measured in the same run (the landings on every kind of host: brand hosts,
// localhost, the bare IP, an unmapped domain), against the production build on a fresh
// seeded database (scripts/e2e-server.mjs: PGlite by default, a new database on DATABASE_URL's server).
// 10 connections, autocannon. Goals: data routes >= 60% (embedded) / 70% (server), landings >= 50%.
//
// Usage: npx tsx bench/http.ts            (needs a build: npm run build, or scripts/build-if-needed.mjs)
//   BENCH_MODES=embedded,server   database modes (server: DATABASE_URL, else the local PostgreSQL 15)
//   BENCH_SECONDS=10              seconds per route
//   BENCH_PARTS=data,landings     which rows: the data routes, the brand landings (both by default)
import autocannon from 'autocannon';
import { login, startServer, stopServer } from './prod-server';
import { load, verdict } from './report';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const PARTS = (process.env.BENCH_PARTS ?? 'data,landings').split(',');
// BENCH_PORT lets two people (or two worktrees) run this bench at once.
const PORT = Number(process.env.BENCH_PORT ?? 3990);
const base = `http://localhost:${PORT}`;
const LOCAL_SERVER = 'postgresql://postgres:postgres@localhost:5432/postgres';
/**
 * Every host a landing is asked on (issue #40): the four brand hosts, the address the README gives
 * (`localhost`), the bare IP, and a custom domain no brand is mapped to (the last three: the fallback brand).
 */
const LANDING_HOSTS = [
  'tnm.localhost',
  'mms.localhost',
  'distro80.localhost',
  'sgr.localhost',
  'localhost',
  '127.0.0.1',
  'music.example.test',
];

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

/**
 * A data route and the bare route in alternating 2 s slices (same total time each), so both see the same
 * share of a machine whose load moves from second to second (6 engineers on 2 cores): the ratio of their
 * request counts is the figure, and the bare figure printed with it is the one it was compared with.
 */
async function measureAgainstBare(path: string, headers: Record<string, string>): Promise<[Measured, Measured]> {
  await autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: 2, headers });
  const slices = Math.max(1, Math.round(SECONDS / 2));
  const route = { requests: 0, p50: [] as number[], non2xx: 0 };
  const bare = { requests: 0, p50: [] as number[], non2xx: 0 };
  for (let i = 0; i < slices; i++)
    for (const [url, h, into] of [
      ['/api/version', {}, bare],
      [path, headers, route],
    ] as const) {
      const r = await autocannon({ url: `${base}${url}`, connections: CONNECTIONS, duration: 2, headers: h });
      into.requests += r.requests.total;
      into.p50.push(r.latency.p50);
      into.non2xx += r.non2xx + r.errors;
    }
  const out = (m: typeof route): Measured => ({
    rps: m.requests / (slices * 2),
    p50: m.p50.sort((a, b) => a - b)[Math.floor(m.p50.length / 2)],
    non2xx: m.non2xx,
  });
  return [out(route), out(bare)];
}

async function runMode(mode: 'embedded' | 'server'): Promise<boolean> {
  const server = await startServer(PORT, mode === 'server' ? (process.env.DATABASE_URL ?? LOCAL_SERVER) : undefined);
  let ok = true;
  try {
    const artist = { cookie: await login(PORT, 'artist@demo.test') };
    const admin = { cookie: await login(PORT, 'admin@demo.test') };
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
    const check = (what: string, m: Measured, target: number, against = bare) => {
      const ratio = m.rps / against.rps;
      ok =
        verdict({
          bench: 'http',
          what: `${what} (${mode})`,
          figure: `${m.rps.toFixed(0)} req/s, p50 ${m.p50} ms${m.non2xx ? `, ${m.non2xx} non-2xx` : ''}`,
          ratio: `${(ratio * 100).toFixed(0)}% of /api/version's ${against.rps.toFixed(0)} req/s`,
          goal: `>= ${target * 100}%`,
          pass: ratio >= target && m.non2xx === 0,
        }) && ok;
    };
    if (PARTS.includes('data'))
      for (const [path, headers] of routes) {
        const [m, against] = await measureAgainstBare(path, headers);
        check(path, m, goal, against);
      }
    if (PARTS.includes('landings')) {
      // The bare route again, just before the landings: the first figure can be low while the fresh server
      // still does its start-up work; the landings are compared with the higher of the two.
      const again = await measure('/api/version');
      console.log(`${mode}: /api/version again ${again.rps.toFixed(0)} req/s, p50 ${again.p50} ms (load ${load()})`);
      const baseline = again.rps > bare.rps ? again : bare;
      for (const host of LANDING_HOSTS)
        check(`landing / on ${host}`, await measure('/', { host: `${host}:${PORT}` }), 0.5, baseline);
    }
  } finally {
    await stopServer(server);
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
