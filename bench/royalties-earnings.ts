// Benchmark: GET /api/earnings for an artist with 100,000 earnings lines (allocations), called
// through the route handler with 10 requests in flight; p50/p95/p99 latency and throughput.
// Usage: npx tsx bench/royalties-earnings.ts [lines] [requests]   (DATABASE_URL for a server)
import { catalog, freshDatabase } from './royalties-setup';

const LINES = Number(process.argv[2] ?? 100_000);
const REQUESTS = Number(process.argv[3] ?? 1_000);
const CONCURRENCY = 10;

async function main() {
  const cleanup = await freshDatabase('earnings');
  try {
    const { db, artist, release } = await catalog(200);
    const { creditEarnings } = await import('../lib/royalties/ledger');
    const imp = await db.statementImport.create({
      data: {
        store: 'Mixed',
        period: '2026-09',
        currency: 'USD',
        exchangeRate: '1',
        originalName: 'bench.csv',
        storage: 'local',
        storageKey: 'none',
        sizeBytes: 0n,
        sha256: 'bench',
        status: 'completed',
      },
    });
    const stores = ['Spotify', 'Apple Music', 'YouTube Music', 'Amazon Music', 'Deezer'];
    let total = 0;
    for (let i = 0; i < LINES; i += 5_000) {
      const data = Array.from({ length: Math.min(5_000, LINES - i) }, (_, j) => {
        const n = i + j;
        const cents = 1 + (n % 997);
        total += cents;
        return {
          importId: imp.id,
          userId: artist.id,
          trackId: release.tracks[n % release.tracks.length].id,
          releaseId: release.id,
          store: stores[n % stores.length],
          country: ['US', 'GB', 'DE', 'BR'][n % 4],
          salePeriod: `202${4 + (n % 3)}-${String(1 + (n % 12)).padStart(2, '0')}`,
          units: 10 + (n % 300),
          amountCents: cents,
        };
      });
      await db.earningAllocation.createMany({ data });
    }
    await db.$transaction((tx) =>
      creditEarnings(tx, new Map([[artist.id, total]]), { refType: 'bench', refId: imp.id, memo: 'bench' }),
    );
    console.log(`${LINES.toLocaleString('en-US')} earnings lines for one artist`);

    const { call } = await import('../tests/helpers/api');
    const route = await import('../app/api/earnings/route');
    const first = await call(route.GET, { as: artist });
    if (first.status !== 200 || first.json.totalEarnedCents !== total)
      throw new Error(`unexpected answer ${first.status} ${first.text.slice(0, 200)}`);
    for (let i = 0; i < 20; i++) await call(route.GET, { as: artist }); // warm-up

    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          next++;
          const t = performance.now();
          const res = await call(route.GET, { as: artist });
          if (res.status !== 200) throw new Error(`status ${res.status}`);
          latencies.push(performance.now() - t);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
    console.log(
      `${REQUESTS} requests, ${CONCURRENCY} in flight: p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, p99 ${p(0.99)} ms, ${(REQUESTS / seconds).toFixed(0)} requests/s`,
    );
    console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite'}`);
  } finally {
    const { closeDb } = await import('../lib/db');
    await closeDb();
    await cleanup();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
