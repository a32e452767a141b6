// `npm run bench:scale` (issue #40 goal 2): every page's server render and every API list and detail route
// (bench/scale-routes.ts), warm, 10 requests in flight, on a database filled by `npm run seed:scale` and on
// one with the demo data only, both served at once by the production build (`npx next build --webpack` first).
// Goals (p95): every route <= 200 ms and <= 2x the same route on demo data; searches <= 100 ms; the command
// center, the artist dashboard of the artist with 500 releases and the royalty dashboard <= 150 ms; the public
// certificate check and EPK <= 50 ms; the earnings summary and a payout request of the artist with the big
// allocations <= 50 ms. Prints a table sorted by the ratio to demo data and exits 1 on any miss.
//
//   BENCH_SCALE_DATABASE_URL  seeded by seed:scale   (default postgresql://postgres:postgres@localhost:5432/scale_bench)
//   BENCH_DEMO_DATABASE_URL   seeded by db:seed      (default .../scale_demo)
//   either may be pglite:<folder> instead: the embedded database (PGlite in the server's process) in that folder,
//   seeded with PGLITE_DIR=<folder> (bench/scale-target.ts)
//   BENCH_PORT=3400 (and the next port)  BENCH_REQUESTS=60 (per row, after 10 warm-up requests)  BENCH_ONLY=<substrings of the path, comma-separated>
import { login } from './prod-server';
import { percentile, load } from './report';
import { GOAL, rowsFor, type Role, type Row } from './scale-routes';
import type { ChildProcess } from 'node:child_process';
import { startNext, stopNext } from './scale-server';
import { describeTarget, parseTarget, type Target } from './scale-target';

const LOCAL = 'postgresql://postgres:postgres@localhost:5432';
const SCALE_DB = parseTarget(process.env.BENCH_SCALE_DATABASE_URL ?? `${LOCAL}/scale_bench`);
const DEMO_DB = parseTarget(process.env.BENCH_DEMO_DATABASE_URL ?? `${LOCAL}/scale_demo`);
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const CONNECTIONS = 10;
/** Only the rows whose path holds one of these (a re-measure of the routes just changed). */
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);

interface Measured {
  p50: number;
  p95: number;
  /** statuses other than 2xx, by status */
  bad: Record<string, number>;
}

const key = (r: Row) => `${r.method ?? 'GET'} ${r.template ?? r.path} (${r.role})`;
const rows = new Map<string, Row>();

interface Side {
  label: string;
  base: string;
  cookies: Record<Role, string>;
  rows: Map<string, Row>;
}

async function measure(side: Side, row: Row): Promise<Measured> {
  const bad: Record<string, number> = {};
  let n = 0;
  const once = async (record: boolean) => {
    const i = n++;
    const t = performance.now();
    const res = await fetch(`${side.base}${row.path}`, {
      method: row.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: side.cookies[row.role],
        origin: side.base,
        ...(row.method ? { 'content-type': 'application/json' } : {}),
      },
      body: row.method
        ? JSON.stringify({ amountCents: 2_500, idempotencyKey: `scale-bench-${Date.now()}-${i}` })
        : undefined,
    }).catch(() => null);
    await res?.arrayBuffer().catch(() => undefined);
    const ms = performance.now() - t;
    const status = res?.status ?? 0;
    if (record && (status < 200 || status > 299)) bad[String(status)] = (bad[String(status)] ?? 0) + 1;
    return record ? ms : null;
  };
  const run = async (count: number, record: boolean) => {
    const times: number[] = [];
    let left = count;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (left-- > 0) {
          const ms = await once(record);
          if (ms !== null) times.push(ms);
        }
      }),
    );
    return times;
  };
  await run(10, false);
  const times = await run(REQUESTS, true);
  return { p50: percentile(times, 50), p95: percentile(times, 95), bad };
}

/** One server on `target`, its sessions, and its rows (the detail routes' ids are this database's). */
async function open(label: string, port: number, target: Target, artistEmail: string, children: ChildProcess[]) {
  // The ids first: an embedded database is open in one process at a time.
  const measured = await rowsFor(target, artistEmail);
  children.push(await startNext(port, target));
  const emails: Record<Exclude<Role, 'none'>, string> = {
    artist: artistEmail,
    admin: 'admin@demo.test',
    super: 'superadmin@demo.test',
    student: 'student@demo.test',
    member: 'member@demo.test',
  };
  const cookies = { none: '' } as Record<Role, string>;
  for (const [role, email] of Object.entries(emails)) cookies[role as Role] = await login(port, email);
  const byRequest = new Map<string, Row>();
  // Later rows (searches, dashboards, earnings) replace the generic row of the same request with their goal.
  for (const r of measured) byRequest.set(`${r.method ?? 'GET'} ${r.template ?? r.path}`, r);
  return {
    label,
    base: `http://localhost:${port}`,
    cookies,
    rows: new Map([...byRequest.values()].map((r) => [key(r), r])),
  } satisfies Side;
}

async function main() {
  const started = new Date().toISOString();
  const children: ChildProcess[] = [];
  const scale = new Map<string, Measured>();
  const demo = new Map<string, Measured>();
  try {
    // Both servers at once, each row measured on one then the other: both see the same load.
    const a = await open('scale', PORT, SCALE_DB, 'artist1@scale.test', children);
    const b = await open('demo', PORT + 1, DEMO_DB, 'artist@demo.test', children);
    console.log(
      `${a.rows.size} rows, ${REQUESTS} requests each, ${CONNECTIONS} in flight, load ${load()}; scale: ${describeTarget(SCALE_DB)}, demo: ${describeTarget(DEMO_DB)}`,
    );
    // Rows are matched by method, path (a detail row by its path with `{}` for the id) and role.
    // The rows with a goal of their own first (searches, dashboards, public pages, earnings), then the rest.
    for (const row of [...a.rows.values()].sort((x, y) => Number(x.kind === 'route') - Number(y.kind === 'route'))) {
      if (ONLY && !ONLY.some((o) => row.path.includes(o))) continue;
      const s = await measure(a, row);
      scale.set(key(row), s);
      rows.set(key(row), row);
      const twin = b.rows.get(key(row));
      const d = twin ? await measure(b, twin) : null;
      if (d) demo.set(key(row), d);
      const bad = Object.keys(s.bad).length ? ` non-2xx ${JSON.stringify(s.bad)}` : '';
      console.log(
        `  ${key(row)}: scale p50 ${s.p50.toFixed(0)} / p95 ${s.p95.toFixed(0)} ms, demo p95 ${d ? d.p95.toFixed(0) : 'n/a'} ms${bad} (load ${load()})`,
      );
    }
  } finally {
    for (const c of children) await stopNext(c);
  }
  const table = [...scale].map(([k, s]) => {
    const row = rows.get(k)!;
    const d = demo.get(k);
    const ratio = d ? s.p95 / Math.max(d.p95, 1) : NaN;
    const goal = GOAL[row.kind];
    const misses: string[] = [];
    if (s.p95 > goal) misses.push(`p95 > ${goal} ms`);
    if (row.kind === 'route' && ratio > 2) misses.push('> 2x demo');
    if (Object.keys(s.bad).length) misses.push(`non-2xx ${JSON.stringify(s.bad)}`);
    return { k, row, s, d, ratio, goal, misses };
  });
  table.sort((a, b) => (b.ratio || 0) - (a.ratio || 0));
  console.log(`\nbench:scale ${started}, ${REQUESTS} requests per row, ${CONNECTIONS} in flight, load now ${load()}`);
  console.log('| route (role) | kind | p95 scale | p95 demo | ratio | p50 scale | goal | verdict |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const t of table)
    console.log(
      `| ${t.k} | ${t.row.kind} | ${t.s.p95.toFixed(0)} ms | ${t.d ? `${t.d.p95.toFixed(0)} ms` : 'n/a'} | ${
        Number.isNaN(t.ratio) ? 'n/a' : t.ratio.toFixed(2)
      } | ${t.s.p50.toFixed(0)} ms | ${t.goal} ms${t.row.kind === 'route' ? ', 2x' : ''} | ${
        t.misses.length ? `FAIL: ${t.misses.join('; ')}` : 'PASS'
      } |`,
    );
  const failed = table.filter((t) => t.misses.length).length;
  console.log(`\n${table.length - failed} PASS, ${failed} FAIL`);
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
