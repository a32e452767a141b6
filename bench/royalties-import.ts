// Benchmark: import a generated 1,000,000-row statement end to end (parse, match, allocate, write)
// against merely parsing the same file with csv-parse; peak memory (RSS) of the import.
// Usage: npx tsx bench/royalties-import.ts [rows]   (DATABASE_URL=postgresql://... for a server)
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { parse } from 'csv-parse';
import { catalog, freshDatabase } from './royalties-setup';

const ROWS = Number(process.argv[2] ?? 1_000_000);
const TRACKS = 500;
const STORES = ['Spotify', 'Apple Music', 'YouTube Music', 'Amazon Music', 'Deezer', 'Tidal'];
const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'BR', 'NG', 'CA', 'JP', 'MX', 'AU'];

async function generate(file: string) {
  await mkdir(path.dirname(file), { recursive: true });
  const out = createWriteStream(file);
  out.write('isrc,upc,track_title,store,country,sale_period,units,net_amount,currency\r\n');
  for (let i = 0; i < ROWS; i++) {
    const t = (i * 7919) % TRACKS;
    // One row in a thousand matches nothing, as real statements have some.
    const isrc =
      i % 1000 === 999 ? `QZUNK26${String(i % 99999).padStart(5, '0')}` : `QZBEN26${String(t + 1).padStart(5, '0')}`;
    const units = 1 + ((i * 31) % 5000);
    const line = `${isrc},,"Bench Track ${t + 1}, live",${STORES[i % STORES.length]},${COUNTRIES[(i >> 3) % COUNTRIES.length]},2026-0${1 + (i % 9)},${units},${(units * 0.00391).toFixed(6)},USD\r\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function bareParse(file: string): Promise<number> {
  const started = performance.now();
  let n = 0;
  for await (const _rec of createReadStream(file).pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true }),
  ))
    n++;
  if (n !== ROWS + 1) throw new Error(`parsed ${n} records`);
  return (performance.now() - started) / 1000;
}

async function main() {
  const cleanup = await freshDatabase('import');
  try {
    const { db, artist, cowriter } = await catalog(TRACKS);
    const { currentBackend, uploadRoot } = await import('../lib/storage/backend');
    const { runStatementImport } = await import('../lib/royalties/import/run');
    const file = path.join(uploadRoot(), 'tmp', `bench-${randomUUID()}.csv`);
    let t = performance.now();
    await generate(file);
    const size = statSync(file).size;
    console.log(
      `generated ${ROWS.toLocaleString('en-US')} rows (${(size / 1024 ** 2).toFixed(0)} MB) in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );

    const parseSeconds = await bareParse(file);
    console.log(
      `bare csv-parse: ${parseSeconds.toFixed(1)} s (${Math.round(ROWS / parseSeconds).toLocaleString('en-US')} rows/s)`,
    );

    const sha256 = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
    const backend = await currentBackend();
    const key = `statements/bench/${randomUUID()}.csv`;
    await backend.put(file, key, 'text/csv');
    const imp = await db.statementImport.create({
      data: {
        store: 'Mixed',
        period: '2026-09',
        currency: 'USD',
        exchangeRate: '1',
        originalName: 'bench.csv',
        storage: backend.name,
        storageKey: key,
        sizeBytes: BigInt(size),
        sha256,
      },
    });

    const baseRss = process.memoryUsage().rss;
    let peak = baseRss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    t = performance.now();
    await runStatementImport(imp.id);
    const importSeconds = (performance.now() - t) / 1000;
    clearInterval(sampler);
    const done = await db.statementImport.findUniqueOrThrow({ where: { id: imp.id } });
    if (done.status !== 'completed') throw new Error(`import ${done.status}: ${done.error}`);
    const lines = await db.earningLine.count({ where: { importId: imp.id } });
    const allocated = await db.earningAllocation.aggregate({
      where: { importId: imp.id },
      _sum: { amountCents: true },
      _count: true,
    });
    const a = await db.earningAllocation.aggregate({ where: { userId: artist.id }, _sum: { amountCents: true } });
    const c = await db.earningAllocation.aggregate({ where: { userId: cowriter.id }, _sum: { amountCents: true } });
    console.log(
      `import end to end: ${importSeconds.toFixed(1)} s (${Math.round(ROWS / importSeconds).toLocaleString('en-US')} rows/s), ${(importSeconds / parseSeconds).toFixed(2)}x the bare parse`,
    );
    console.log(
      `peak RSS during import: ${(peak / 1024 ** 2).toFixed(0)} MB (process before import: ${(baseRss / 1024 ** 2).toFixed(0)} MB)`,
    );
    console.log(
      `lines written: ${lines.toLocaleString('en-US')}, matched ${done.matchedRows.toLocaleString('en-US')}, unmatched ${done.unmatchedRows.toLocaleString('en-US')}; ${allocated._count} allocation rows, ${allocated._sum.amountCents} cents (artist ${a._sum.amountCents}, co-writer ${c._sum.amountCents})`,
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
