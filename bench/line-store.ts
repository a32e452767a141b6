// Diagnostic bench: what storing a million DDEX DSR usage lines costs the database, by what the lines
// table carries, against the import goal's budget for that file (3x the importer's bare DSR line split,
// measured here on the same lines). It answers why the DSR row of the import bench fails (the store
// floor alone is past the budget) and what a line format would have to drop to fit: each variant is one
// COPY of the same lines into a scratch table on a migrated database, with nothing else to do.
// Since 2026-11-27 an import stores its matched rows as their sums (EarningGroup) and only the unmatched
// ones as lines: this bench is the measurement that showed no line format fits (docs/royalties.md).
//
// Usage: DATABASE_URL=postgresql://... npx tsx bench/line-store.ts [rows]   (default 1000000; the
// local server when DATABASE_URL is unset). A variant "fits" when its COPY alone is within the budget;
// the lines table as it is must not (that is the failure this bench shows), see docs/performance.md.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { dsrRecords } from '../lib/royalties/import/dsr/reader';
import { load } from './report';
import { freshDatabase } from './royalties-setup';

const ROWS = Number(process.argv[2] ?? 1_000_000);
const TRACKS = 2000;
const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'BR', 'NG', 'CA', 'JP', 'MX', 'AU'];
process.env.DATABASE_URL ??= 'postgresql://postgres:postgres@localhost:5432/postgres';

/** The DSR usage records the import bench generates (SU03: block, summary, resource, usages, revenue, territory). */
function dsrText(): string {
  const out: string[] = [];
  for (let i = 0; i < ROWS; i++) {
    const t = (i * 7919) % TRACKS;
    const units = 1 + ((i * 31) % 5000);
    out.push(
      `SU03\t${t + 1}\t1\tDZ-${t + 1}\t${units}\t${(units * 0.00391).toFixed(6)}\t${COUNTRIES[(i >> 3) % 10]}\r\n`,
    );
  }
  return out.join('');
}

async function bareSplit(text: string): Promise<number> {
  const t = performance.now();
  let n = 0;
  for await (const _rec of dsrRecords(Readable.from([text]), '\t')) n++;
  if (n !== ROWS) throw new Error(`split ${n} records`);
  return (performance.now() - t) / 1000;
}

const cuid = (kind: string, n: number) => `cmhx0ab${kind}${String(n).padStart(8, '0')}000001`.slice(0, 25);
const IMPORT = cuid('imp', 1);

/** One line as the import writes it (line-writer.ts), matched to its track and release. */
function fullLine(i: number): string {
  const t = (i * 7919) % TRACKS;
  const u = 1 + ((i * 31) % 5000);
  const a = (u * 0.00391).toFixed(6);
  const isrc = `QZBEN26${String(t + 1).padStart(5, '0')}`;
  return `${IMPORT}\t${i + 1}\tmatched\t${cuid('trk', t)}\t${cuid('rel', t % 500)}\t${isrc}\t\tBench Track ${t + 1}\tBench Artist\tDeezer\t${COUNTRIES[(i >> 3) % 10]}\t2026-09\t${u}\t${a}\tUSD\t${a}\t\n`;
}
const FULL_COLUMNS = `("importId", "rowNumber", status, "trackId", "releaseId", isrc, upc, "trackTitle", artist, store, country, "salePeriod", units, amount, currency, "amountUsd", note)`;

/** A line that names its resource by number (a per-import resource table would hold the codes, titles and match). */
function resourceLine(i: number): string {
  const t = (i * 7919) % TRACKS;
  const u = 1 + ((i * 31) % 5000);
  const a = (u * 0.00391).toFixed(6);
  return `${IMPORT}\t${i + 1}\tmatched\t${t}\tDeezer\t${COUNTRIES[(i >> 3) % 10]}\t2026-09\t${u}\t${a}\tUSD\t${a}\t\n`;
}
const RESOURCE_TABLE = `"importId" text NOT NULL, "rowNumber" integer NOT NULL, status "EarningLineStatus" NOT NULL, resource integer NOT NULL, store text NOT NULL, country text NOT NULL, "salePeriod" text NOT NULL, units integer NOT NULL, amount numeric(38,16) NOT NULL, currency text NOT NULL, "amountUsd" numeric(38,16) NOT NULL, note text NOT NULL, PRIMARY KEY ("importId", "rowNumber")`;
const RESOURCE_COLUMNS = `("importId", "rowNumber", status, resource, store, country, "salePeriod", units, amount, currency, "amountUsd", note)`;

const variants: { name: string; table: string; columns: string; line: (i: number) => string }[] = [
  {
    name: 'the lines table as it is (key, releaseId index, unmatched index)',
    table: `(LIKE "EarningLine" INCLUDING ALL)`,
    columns: FULL_COLUMNS,
    line: fullLine,
  },
  {
    name: 'the same columns, key only (no releaseId index)',
    table: `(LIKE "EarningLine" INCLUDING DEFAULTS, PRIMARY KEY ("importId", "rowNumber"))`,
    columns: FULL_COLUMNS,
    line: fullLine,
  },
  {
    name: 'the same columns, no index at all',
    table: `(LIKE "EarningLine" INCLUDING DEFAULTS)`,
    columns: FULL_COLUMNS,
    line: fullLine,
  },
  {
    name: 'lines naming a resource by number, key only',
    table: `(${RESOURCE_TABLE})`,
    columns: RESOURCE_COLUMNS,
    line: resourceLine,
  },
];

async function copySeconds(client: Client, v: (typeof variants)[number]): Promise<{ s: number; mb: number }> {
  await client.query(`DROP TABLE IF EXISTS line_store_scratch`);
  await client.query(`CREATE TABLE line_store_scratch ${v.table}`);
  const chunks: Buffer[] = [];
  let part: string[] = [];
  for (let i = 0; i < ROWS; i++) {
    part.push(v.line(i));
    if (part.length === 5000) {
      chunks.push(Buffer.from(part.join('')));
      part = [];
    }
  }
  if (part.length) chunks.push(Buffer.from(part.join('')));
  const t = performance.now();
  await client.query('BEGIN');
  await pipeline(Readable.from(chunks), client.query(copyFrom(`COPY line_store_scratch ${v.columns} FROM STDIN`)));
  await client.query('COMMIT');
  const s = (performance.now() - t) / 1000;
  const size = await client.query<{ b: string }>(`SELECT pg_total_relation_size('line_store_scratch') AS b`);
  await client.query(`DROP TABLE line_store_scratch`);
  return { s, mb: Number(size.rows[0].b) / 1e6 };
}

async function main() {
  const cleanup = await freshDatabase('line_store');
  try {
    const { migrate } = await import('../lib/platform/db/migrate');
    await migrate();
    const text = dsrText();
    const splits = [await bareSplit(text), await bareSplit(text)];
    const bare = (splits[0] + splits[1]) / 2;
    const budget = 3 * bare;
    console.log(
      `${ROWS.toLocaleString('en-US')} DSR usage lines; bare line split ${bare.toFixed(2)} s (${splits.map((s) => s.toFixed(2)).join(' / ')}), so the import's budget is ${budget.toFixed(2)} s; load ${load()}`,
    );
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    for (const v of variants) {
      const { s, mb } = await copySeconds(client, v);
      const fits = s <= budget;
      console.log(
        `${fits ? 'fits    ' : 'too slow'} ${v.name}: COPY ${s.toFixed(2)} s (${(s / bare).toFixed(2)}x the split), ${mb.toFixed(0)} MB`,
      );
    }
    await client.end();
  } finally {
    const { db } = await import('../lib/platform/db');
    await db.$disconnect();
    await cleanup();
  }
}

void main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
