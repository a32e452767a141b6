// Statements downloaded as Excel workbooks (.xlsx): the largest sheet is read like a CSV upload (layout
// detection, preview, import), with date cells, formulas, rich text and exponent numbers as the cells show them.
import ExcelJS from 'exceljs';
import { db } from '@/lib/platform/db';
import * as previewRoute from '@/app/api/royalties/statements/preview/route';
import { call } from '../../helpers/api';
import { groupsOf } from '../../helpers/earning-groups';
import { catalog, createUser, importFile, upload } from '../../helpers/statement-fixtures';
import { zipOf } from '../../helpers/zip';

jest.setTimeout(120_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

type Rel = Awaited<ReturnType<typeof catalog>>;

const HEADER = ['sale_period', 'store', 'country', 'isrc', 'track_title', 'artist', 'units', 'net_amount', 'currency'];

/** A workbook as a distributor sends it: a short summary sheet first, the detail rows on the second. */
async function workbook(rel: Rel, tag: string): Promise<Buffer> {
  const [a, b] = rel.tracks.map((t) => t.isrc!);
  const wb = new ExcelJS.Workbook();
  const summary = wb.addWorksheet('Summary');
  summary.addRow(['Statement', `September 2026 ${tag}`]);
  summary.addRow(['Total', 13.5]);
  const details = wb.addWorksheet('Details');
  details.addRow(HEADER);
  const date = (d: string) => new Date(`${d}T00:00:00Z`);
  details.addRow([date('2026-09-01'), 'Spotify', 'US', a, 'Song One', 'Band', 1000, 12.5, 'USD']);
  // A title in rich text, the amount as a formula with its cached result, the date typed as text.
  details.addRow([
    '2026-08',
    'Apple Music',
    'GB',
    b,
    { richText: [{ text: 'Song ' }, { text: 'Two', font: { bold: true } }] },
    'Band',
    10,
    { formula: '0.5*4', result: 2 },
    'USD',
  ]);
  // A refund, and a tiny amount Excel keeps in exponent form.
  details.addRow([date('2026-09-15'), 'Spotify', 'US', a, 'Song One', 'Band', -20, -1, 'USD']);
  details.addRow([date('2026-09-30'), 'Deezer', 'FR', b, 'Song Two', 'Band', 1, 0.0000001, 'USD']);
  details.getColumn(1).numFmt = 'yyyy-mm-dd';
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('Excel workbook statements', () => {
  it('imports the detail sheet of an .xlsx upload with only the file, every row accounted for and the total to the cent', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const bytes = await workbook(rel, 'a');

    const preview = await call(previewRoute.POST, { as: admin, rawBody: form(bytes, 'royalties-sep.xlsx') });
    expect(preview.status).toBe(200);
    expect(preview.json.name).toBe('royalties-sep.xlsx (sheet "Details")');
    expect(preview.json.header).toEqual(HEADER);
    expect(preview.json.rows[0]).toEqual([
      '2026-09-01',
      'Spotify',
      'US',
      rel.tracks[0].isrc,
      'Song One',
      'Band',
      '1000',
      '12.5',
      'USD',
    ]);
    // The rich-text title and the formula's cached result, as the import reads them.
    expect(preview.json.rows[1].slice(4, 8)).toEqual(['Song Two', 'Band', '10', '2']);
    expect(preview.json.rows[3][7]).toBe('0.0000001');

    const imp = await importFile(admin, bytes, {}, 'royalties-sep.xlsx');
    expect(imp.status).toBe('completed');
    expect(imp.layout).toBe('default');
    expect(imp.rowsRead).toBe(4);
    expect(imp.rowsRead).toBe(imp.matchedRows + imp.unmatchedRows + imp.skippedRows);
    expect({ matched: imp.matchedRows, unmatched: imp.unmatchedRows }).toEqual({ matched: 4, unmatched: 0 });
    // 12.5 + 2 - 1 + 0.0000001 = 13.5000001 USD: 1350 cents, rounded once.
    expect(imp.summary).toMatchObject({ totalUsdCents: 1350, byMonth: { '2026-08': 200, '2026-09': 1150 } });
    // Matched rows are stored summed per (track, month, store, country, currency): the refund of Song One
    // (-20, -1) with its sale (1000, 12.5); the formula's 2; the exponent amount exactly.
    const groups = await groupsOf(imp.id);
    expect(groups.map((g) => [g.salePeriod, g.store, g.trackId, g.lines, g.units, g.amount])).toEqual([
      ['2026-09', 'Spotify', rel.tracks[0].id, 2, 980, '11.5'],
      ['2026-08', 'Apple Music', rel.tracks[1].id, 1, 10, '2'],
      ['2026-09', 'Deezer', rel.tracks[1].id, 1, 1, '0.0000001'],
    ]);
    const allocated = await db.earningAllocation.aggregate({
      where: { importId: imp.id },
      _sum: { amountCents: true },
    });
    expect(allocated._sum.amountCents).toBe(1350);
  });

  it('reads a workbook inside a zip, and refuses an empty or broken workbook with a 400 that says so', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const zipped = await importFile(admin, await zipOf({ 'statement.xlsx': await workbook(rel, 'b') }), {}, 'sep.zip');
    expect(zipped.status).toBe('completed');
    expect(zipped.rowsRead).toBe(4);

    const empty = new ExcelJS.Workbook();
    empty.addWorksheet('Sheet1');
    const none = await upload(admin, Buffer.from(await empty.xlsx.writeBuffer()), {}, 'empty.xlsx');
    expect(none.status).toBe(400);
    expect(none.json.error).toBe('The spreadsheet has no rows.');

    const broken = await zipOf({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': 'not xml <<<' });
    const bad = await upload(admin, broken, {}, 'broken.xlsx');
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatch(/spreadsheet could not be read|spreadsheet has no rows/);
    expect(await db.statementImport.count({ where: { originalName: { in: ['empty.xlsx', 'broken.xlsx'] } } })).toBe(0);
  });
});

function form(content: Buffer, name: string) {
  const f = new FormData();
  f.append('file', new Blob([new Uint8Array(content)]), name);
  return f;
}
