// Earnings summary (GET /api/earnings's service) for one artist at 10k, 100k and 1M earnings lines: p50/p95
// of the summary read from the running totals, against the same artist's full SUM over the lines (what
// the summary did before) and against its own figure at 10k lines (flatness), in one run.
// Run: DATABASE_URL=postgresql://postgres:postgres@localhost:5432/postgres npx tsx bench/earnings.ts [maxLines=1000000]
// (without DATABASE_URL: an embedded PGlite folder under .data/).
import { catalog, freshDatabase } from './royalties-setup';
import { load, percentile, verdict } from './report';

const MAX = Number(process.argv[2] ?? 1_000_000);
const SIZES = [10_000, 100_000, 1_000_000].filter((n) => n <= MAX);
const CALLS = 200;

async function main() {
  console.log(
    `load before: ${load()}; database: ${process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite'}`,
  );
  const cleanup = await freshDatabase('earnings');
  try {
    const { db, artist, release } = await catalog(200);
    const { userEarningsSummary } = await import('../lib/royalties/earnings');
    const imports: string[] = [];
    for (let i = 0; i < 10; i++)
      imports.push(
        (
          await db.statementImport.create({
            data: {
              store: 'Mixed',
              period: `2026-0${i}`,
              currency: 'USD',
              exchangeRate: '1',
              originalName: `bench-${i}.csv`,
              storage: 'local',
              storageKey: 'none',
              sizeBytes: 0n,
              sha256: `bench-${i}`,
              status: 'completed',
            },
          })
        ).id,
      );
    const trackIds = release.tracks.map((t) => t.id);
    let written = 0;
    const rows: string[] = [];
    let base10k = 0;
    let lastP95 = 0;
    let lastScan = 0;
    for (const size of SIZES) {
      const t0 = performance.now();
      while (written < size) {
        const n = Math.min(100_000, size - written);
        // One statement per chunk, like the set-based import: the triggers update the totals once per chunk.
        await db.$executeRawUnsafe(
          `INSERT INTO "EarningAllocation" (id, "importId", "userId", "trackId", "releaseId", store, country, "salePeriod", units, "amountCents")
           SELECT gen_random_uuid()::text, ($1::text[])[1 + (n / 100000) % 10], $2, ($3::text[])[1 + n % 200], $4,
                  (ARRAY['Spotify','Apple Music','YouTube Music','Amazon Music','Deezer'])[1 + n % 5],
                  (ARRAY['US','GB','DE','BR'])[1 + n % 4], '2026-' || lpad((1 + n % 12)::text, 2, '0'), 10 + n % 300, 1 + n % 997
           FROM generate_series($5::int, $6::int) AS n`,
          imports,
          artist.id,
          trackIds,
          release.id,
          written,
          written + n - 1,
        );
        written += n;
      }
      const insertS = (performance.now() - t0) / 1000;
      const scanned: number[] = [];
      let expected = 0;
      for (let i = 0; i < 3; i++) {
        const s = performance.now();
        const agg = await db.earningAllocation.aggregate({ where: { userId: artist.id }, _sum: { amountCents: true } });
        scanned.push(performance.now() - s);
        expected = agg._sum.amountCents ?? 0;
      }
      const first = await userEarningsSummary(artist.id);
      if (first.totalEarnedCents !== expected)
        throw new Error(`summary total ${first.totalEarnedCents} != sum of lines ${expected}`);
      for (let i = 0; i < 20; i++) await userEarningsSummary(artist.id);
      const lat: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        const s = performance.now();
        await userEarningsSummary(artist.id);
        lat.push(performance.now() - s);
      }
      const p50 = percentile(lat, 50);
      const p95 = percentile(lat, 95);
      if (size === SIZES[0]) base10k = p95;
      lastP95 = p95;
      lastScan = percentile(scanned, 50);
      rows.push(
        `| ${size.toLocaleString('en-US')} | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms | ${(p95 / base10k).toFixed(2)}x | ${lastScan.toFixed(0)} ms | ${insertS.toFixed(1)} s | ${load()} |`,
      );
      console.log(rows[rows.length - 1]);
    }
    console.log('\n| lines | summary p50 | p95 | p95 vs 10k | full SUM over the lines (before) | insert time | load |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const r of rows) console.log(r);
    const top = SIZES[SIZES.length - 1];
    const flat = lastP95 / base10k;
    const ok = verdict({
      bench: 'earnings',
      what: `earnings summary, ${top.toLocaleString('en-US')} lines (${process.env.DATABASE_URL ? 'server' : 'embedded'})`,
      figure: `p95 ${lastP95.toFixed(1)} ms`,
      ratio: `${flat.toFixed(2)}x the p95 at 10k lines; the full SUM it replaces takes ${lastScan.toFixed(0)} ms`,
      goal: 'p95 < 50 ms and ≤ 2x the 10k figure',
      pass: lastP95 < 50 && flat <= 2,
    });
    process.exitCode = ok ? 0 : 1;
    await db.$disconnect();
    // Dropping the bench database ends the pool's idle connections: expected here.
    process.on('uncaughtException', (e) => {
      if ((e as { code?: string }).code !== '57P01') throw e;
    });
  } finally {
    await cleanup();
  }
}

void main();
