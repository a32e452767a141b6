// Benchmark: import a generated 1,000,000-row statement end to end (parse, match, allocate, write)
// against merely parsing the same file with csv-parse; peak memory (RSS) of the import.
// Usage: BENCH_LAYOUT=distrokid npx tsx bench/royalties-import.ts [rows]   (DATABASE_URL=postgresql://... for a
// server; BENCH_LAYOUT is any preset: default, distrokid, tunecore, cdbaby, bandcamp-full, symphonic, apple, spotify)
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { parse } from 'csv-parse';
import { catalog, freshDatabase } from './royalties-setup';

const ROWS = Number(process.argv[2] ?? 1_000_000);
/** The statement layout to generate: default, distrokid, tunecore, cdbaby, bandcamp-full, symphonic, apple, spotify, ddex-dsr */
const LAYOUT = process.env.BENCH_LAYOUT ?? 'default';
const TRACKS = 500;
const STORES = ['Spotify', 'Apple Music', 'YouTube Music', 'Amazon Music', 'Deezer', 'Tidal'];
const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'BR', 'NG', 'CA', 'JP', 'MX', 'AU'];

interface Sample {
  isrc: string;
  title: string;
  store: string;
  country: string;
  month: string;
  units: number;
  amount: string;
}

/** Each preset's header and row, from its published layout (the same columns as the test fixtures). */
const LAYOUTS: Record<string, { delimiter: string; header: string; row: (s: Sample) => string; footer?: string }> = {
  default: {
    delimiter: ',',
    header: 'isrc,upc,track_title,store,country,sale_period,units,net_amount,currency',
    row: (s) => `${s.isrc},,"${s.title}",${s.store},${s.country},${s.month},${s.units},${s.amount},USD`,
  },
  distrokid: {
    delimiter: '\t',
    header:
      'Reporting Date\tSale Month\tStore\tArtist\tTitle\tISRC\tUPC\tQuantity\tTeam Percentage\tSong/Album\tCountry of Sale\tSongwriter Royalties Withheld\tEarnings (USD)',
    row: (s) =>
      `2026-11-05\t${s.month}\t${s.store}\tBench Artist\t${s.title}\t${s.isrc}\t\t${s.units}\t100\tSong\t${s.country}\t0\t${s.amount}`,
  },
  tunecore: {
    delimiter: ',',
    header:
      'Sales Period,Posted Date,Store Name,Country Of Sale,Artist,Release Type,Release Title,Song Title,Label,UPC,Optional UPC,TC Song ID,ISRC,Optional ISRC,Sales Type,# Units Sold,Per Unit Price,Net Sales,Net Sales Currency,Exchange Rate,Total Earned,Currency',
    row: (s) =>
      `${s.month},11/15/2026,${s.store},${s.country},Bench Artist,Album,Bench,"${s.title}",Label,,,1,${s.isrc},,Streaming,${s.units},0.004,${s.amount},USD,1,${s.amount},USD`,
  },
  cdbaby: {
    delimiter: ',',
    header: 'Sales Date,Report Date,Partner,Artist,Album,Song,UPC,ISRC,Country,Qty,Earnings',
    row: (s) =>
      `${s.month}-15,2026-11-01,${s.store},Bench Artist,Bench,"${s.title}",,${s.isrc},${s.country},${s.units},${s.amount}`,
  },
  'bandcamp-full': {
    delimiter: ',',
    header:
      'date,paid to,item type,item name,artist,currency,item price,quantity,sub total,net amount,upc,isrc,country code',
    row: (s) =>
      `${s.month}-15 10:00:00,Bandcamp,track,"${s.title}",Bench Artist,USD,1.00,${s.units},1.00,${s.amount},,${s.isrc},${s.country}`,
  },
  symphonic: {
    delimiter: ',',
    header:
      'Reporting Period,Label,Release Name,Release Artists,UPC Code,Track Name,Track Artists,ISRC Code,Digital Service Provider,Territory,Sale Type,Quantity,Royalty',
    row: (s) =>
      `${s.month},Label,Bench,Bench Artist,,"${s.title}",Bench Artist,${s.isrc},${s.store},${s.country},Stream,${s.units},${s.amount}`,
  },
  apple: {
    delimiter: '\t',
    header:
      'Start Date\tEnd Date\tUPC\tISRC/ISBN\tVendor Identifier\tQuantity\tPartner Share\tExtended Partner Share\tPartner Share Currency\tSales or Return\tApple Identifier\tArtist/Show/Developer/Author\tTitle\tCountry Of Sale',
    row: (s) =>
      `${s.month.slice(5)}/01/${s.month.slice(0, 4)}\t${s.month.slice(5)}/28/${s.month.slice(0, 4)}\t\t${s.isrc}\tV1\t${s.units}\t0.7\t${s.amount}\tUSD\tS\t1\tBench Artist\t${s.title}\t${s.country}`,
  },
  spotify: {
    delimiter: ',',
    header: 'Reporting Month,Track Name,Artist Name,ISRC,Country,Streams,Revenue,Currency',
    row: (s) =>
      `01/${s.month.slice(5)}/${s.month.slice(0, 4)},"${s.title}",Bench Artist,${s.isrc},${s.country},${s.units},${s.amount},USD`,
  },
};

async function generate(file: string) {
  await mkdir(path.dirname(file), { recursive: true });
  const out = createWriteStream(file);
  const layout = LAYOUTS[LAYOUT];
  if (!layout) throw new Error(`unknown BENCH_LAYOUT ${LAYOUT}; use one of ${Object.keys(LAYOUTS).join(', ')}`);
  out.write(`${layout.header}\r\n`);
  for (let i = 0; i < ROWS; i++) {
    const t = (i * 7919) % TRACKS;
    // One row in a thousand matches nothing, as real statements have some.
    const isrc =
      i % 1000 === 999 ? `QZUNK26${String(i % 99999).padStart(5, '0')}` : `QZBEN26${String(t + 1).padStart(5, '0')}`;
    const units = 1 + ((i * 31) % 5000);
    const line = layout.row({
      isrc,
      title: `Bench Track ${t + 1}, live`,
      store: STORES[i % STORES.length],
      country: COUNTRIES[(i >> 3) % COUNTRIES.length],
      month: `2026-0${1 + (i % 9)}`,
      units,
      amount: (units * 0.00391).toFixed(6),
    });
    if (!out.write(`${line}\r\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function bareParse(file: string): Promise<number> {
  const started = performance.now();
  let n = 0;
  for await (const _rec of createReadStream(file).pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, delimiter: LAYOUTS[LAYOUT].delimiter }),
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
        rates: { USD: '1' },
        layout: LAYOUT,
        delimiter: LAYOUTS[LAYOUT].delimiter,
        originalName: `bench-${LAYOUT}.csv`,
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
    console.log(`layout: ${LAYOUT}; database: ${process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite'}`);
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
