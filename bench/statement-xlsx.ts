// Benchmark: converting an Excel statement (.xlsx) to the CSV the importer reads (lib/royalties/import/xlsx/workbook.ts),
// which happens before an upload is answered. Writes a workbook of N detail rows (date cells, shared
// strings, decimals) in a child process, then times the conversion alone in this one and samples its peak RSS.
// Usage: npx tsx bench/statement-xlsx.ts [rows]   (default 1000000; Excel's own limit is 1,048,576 per sheet)
import { spawnSync } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { workbookToCsv } from '../lib/royalties/import/xlsx/workbook';
import { load } from './report';

const writing = process.argv[2] === '--write';
const ROWS = Number(process.argv[writing ? 3 : 2] ?? 1_000_000);
const file = `/tmp/bench-statement-${ROWS}.xlsx`;

async function write() {
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
  const sheet = writer.addWorksheet('Details');
  sheet
    .addRow(['sale_period', 'store', 'country', 'isrc', 'track_title', 'artist', 'units', 'net_amount', 'currency'])
    .commit();
  for (let i = 0; i < ROWS; i++)
    sheet
      .addRow([
        new Date(Date.UTC(2026, 8, 1 + (i % 28))),
        'Spotify',
        'US',
        `QZBEN26${String(i % 500).padStart(5, '0')}`,
        `Track ${i % 500}`,
        'Band',
        1 + (i % 50),
        (i % 5000) * 0.00391,
        'USD',
      ])
      .commit();
  sheet.commit();
  await writer.commit();
}

async function main() {
  const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1], '--write', String(ROWS)], {
    stdio: 'inherit',
  });
  if (child.status !== 0) throw new Error('writing the workbook failed');
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const t = performance.now();
  const { rows } = await workbookToCsv(file, `${file}.csv`);
  const s = (performance.now() - t) / 1000;
  clearInterval(sampler);
  console.log(
    `${ROWS.toLocaleString('en-US')} rows (${(statSync(file).size / 1e6).toFixed(1)} MB workbook): converted ${rows.toLocaleString('en-US')} rows in ${s.toFixed(1)} s, ${Math.round(rows / s).toLocaleString('en-US')} rows/s; RSS ${(before / 1e6).toFixed(0)} MB before, peak ${(peak / 1e6).toFixed(0)} MB; load ${load()}`,
  );
  rmSync(file, { force: true });
  rmSync(`${file}.csv`, { force: true });
}

void (writing ? write() : main()).then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
