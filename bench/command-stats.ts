// Times GET /api/stats over HTTP on a large catalog: the route module (withAuth, the session lookup, the
// figures, JSON) served from a Node HTTP server and called with fetch and an admin's session cookie, so what is
// measured is what a browser waits for minus Next's router. A baseline with an empty catalog in the same run gives
// the ratio. The verdict fails when the route is slow, answers without a session, or reports figures that do not
// match the rows written (a cached or made-up figure fails here). Also times the roster reorder (service call).
// Usage: npx tsx bench/command-stats.ts [releases=20000] [roster=200]   (DATABASE_URL for a server, else PGlite)
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { load, percentile, verdict } from './report';

const GOAL_P95_MS = Number(process.env.BENCH_STATS_P95_MS ?? 250);

/** The route handler behind a plain HTTP server: each request becomes a Fetch Request, as Next hands it over. */
async function serveRoute(
  handler: (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>,
) {
  const server = createServer(async (req: IncomingMessage, res) => {
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const answer = await handler(new Request(`http://${req.headers.host}${req.url}`, { headers }), {
      params: Promise.resolve({}),
    });
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stats`, close: () => server.close() };
}

async function timeRequests(url: string, cookie: string, runs: number) {
  const get = () => fetch(url, { headers: { cookie } });
  for (let i = 0; i < 5; i++) await (await get()).text(); // warm-up (first requests compile and connect)
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    await (await get()).text();
    t.push(performance.now() - s);
  }
  return { p50: percentile(t, 50), p95: percentile(t, 95) };
}

async function main() {
  const releases = Number(process.argv[2] ?? 20_000);
  const rosterSize = Number(process.argv[3] ?? 200);
  if (!process.env.DATABASE_URL) process.env.PGLITE_DIR = 'memory://';
  process.env.LOG_LEVEL ??= 'warn';
  const { getDb, closeDb } = await import('../lib/platform/db');
  const { migrate } = await import('../lib/platform/db/migrate');
  const { issueSessionCookie } = await import('../lib/platform/auth/session');
  const { reorderRoster } = await import('../lib/command/roster-service');
  const route = await import('../app/api/stats/route');
  await migrate();
  const db = getDb();
  const admin = await db.user.create({
    data: { email: `bench-${Date.now()}@test.local`, name: 'Bench', role: 'admin' },
  });
  const cookie = await issueSessionCookie(admin);
  const { url, close } = await serveRoute(route.GET);
  console.log(
    `load before: ${load()}; database: ${process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite'}`,
  );

  const baseline = await timeRequests(url, cookie, 30);
  const statuses = ['draft', 'uploaded', 'under_review', 'approved', 'distributed', 'rejected'] as const;
  for (let i = 0; i < releases; i += 1000) {
    await db.release.createMany({
      data: Array.from({ length: Math.min(1000, releases - i) }, (_, j) => ({
        ownerId: admin.id,
        title: `T${i + j}`,
        primaryArtist: 'A',
        status: statuses[(i + j) % statuses.length],
      })),
    });
  }
  const large = await timeRequests(url, cookie, 30);
  const answer = (await (await fetch(url, { headers: { cookie } })).json()) as Record<string, number>;
  const live = Math.ceil((releases - 4) / statuses.length);
  const figuresRight = answer.totalProjects === releases && answer.activeDistributions === live;
  const anonymous = (await fetch(url)).status;
  close();
  console.log(`GET /api/stats answered ${JSON.stringify(answer)}; without a session: ${anonymous}`);
  const ok = verdict({
    bench: 'command-stats',
    what: `GET /api/stats over HTTP with ${releases} releases`,
    figure: `p50 ${large.p50.toFixed(1)} ms, p95 ${large.p95.toFixed(1)} ms over 30 requests${figuresRight ? '' : ', WRONG FIGURES'}${anonymous === 401 ? '' : `, ${anonymous} without a session`}`,
    ratio: `${(large.p50 / baseline.p50).toFixed(1)}x the empty catalog's p50 of ${baseline.p50.toFixed(1)} ms`,
    goal: `p95 ≤ ${GOAL_P95_MS} ms, figures match the rows, 401 without a session`,
    pass: large.p95 <= GOAL_P95_MS && figuresRight && anonymous === 401,
  });

  await db.rosterArtist.createMany({
    data: Array.from({ length: rosterSize }, (_, i) => ({
      name: `N${i}`,
      stageName: `S${i}`,
      genre: 'G',
      displayOrder: i + 1,
    })),
  });
  const ids = (await db.rosterArtist.findMany({ select: { id: true }, orderBy: { displayOrder: 'asc' } })).map(
    (a) => a.id,
  );
  const t: number[] = [];
  for (let i = 0; i < 10; i++) {
    const s = performance.now();
    await reorderRoster(admin.id, {
      reorderedArtists: (i % 2 ? ids : [...ids].reverse()).map((id, n) => ({ id, displayOrder: n + 1 })),
    });
    t.push(performance.now() - s);
  }
  console.log(
    `reorder of a ${rosterSize}-artist roster (service call, one transaction): p50 ${percentile(t, 50).toFixed(1)} ms, p95 ${percentile(t, 95).toFixed(1)} ms over 10 runs`,
  );
  await closeDb();
  process.exitCode = ok ? 0 : 1;
}

void main();
