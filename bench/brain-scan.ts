// Deep scan wall time on the platform's own tree (walk, knip, madge, env scan, code index,
// suggestions, stored result) against running knip and madge alone with the same arguments.
// Usage: npx tsx bench/brain-scan.ts   (embedded PGlite in memory; DATABASE_URL for a server)
import { performance } from 'node:perf_hooks';
process.env.PGLITE_DIR ??= 'memory://';
process.env.LOG_LEVEL ??= 'error';
const RUNS = Number(process.env.BENCH_RUNS ?? 2);

async function main() {
  const { db, closeDb } = await import('../lib/platform/db');
  const { migrate } = await import('../lib/platform/db/migrate');
  const { runKnip, runMadge } = await import('../lib/brain/scan/analyse');
  const { runDeepScan } = await import('../lib/brain/scan/service');
  await migrate();
  const root = process.cwd();
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const knip: number[] = [];
  const madge: number[] = [];
  const scan: number[] = [];
  let tiles: unknown;
  for (let i = 0; i < RUNS; i++) {
    let t = performance.now();
    await runKnip(root);
    knip.push(performance.now() - t);
    t = performance.now();
    await runMadge(root);
    madge.push(performance.now() - t);
    const row = await db.brainScan.create({ data: { runningLock: 'deep' } });
    t = performance.now();
    await runDeepScan(row.id, root);
    scan.push(performance.now() - t);
    tiles = ((await db.brainScan.findUniqueOrThrow({ where: { id: row.id } })).redacted as { tiles: unknown }).tiles;
  }
  const s = (ms: number) => +(ms / 1000).toFixed(1);
  console.log(
    JSON.stringify(
      {
        runs: RUNS,
        knipSeconds: s(median(knip)),
        madgeSeconds: s(median(madge)),
        knipPlusMadgeSeconds: s(median(knip) + median(madge)),
        deepScanSeconds: s(median(scan)),
        tiles,
      },
      null,
      2,
    ),
  );
  await closeDb();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
