// Statements touched by a spreadsheet program before they reach us (Excel's sep= line, title rows, totals
// rows, re-save artifacts, amounts, dates and codes as a spreadsheet writes them): imported with only the
// file exactly as the untouched file is, or refused with a 400 naming the problem.
import ExcelJS from 'exceljs';
import { db } from '@/lib/platform/db';
import * as previewRoute from '@/app/api/royalties/statements/preview/route';
import { call } from '../../helpers/api';
import { groupsOf } from '../../helpers/earning-groups';
import { releaseWithTracks } from '../../helpers/royalties';
import { catalog, createUser, expectBalanced, fixture, importFile } from '../../helpers/statement-fixtures';

jest.setTimeout(120_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

type Imp = Awaited<ReturnType<typeof importFile>>;
const outcome = (imp: Imp) => ({
  layout: imp.layout,
  matched: imp.matchedRows,
  unmatched: imp.unmatchedRows,
  totalUsdCents: imp.summary.totalUsdCents,
  matchedUsdCents: imp.summary.matchedUsdCents,
  byMonth: imp.summary.byMonth,
});

/** Imports the untouched fixture and the touched text (each with only the file, plus `fields`); both outcomes. */
async function both(
  name: string,
  touch: (text: string, rel: Awaited<ReturnType<typeof catalog>>) => string,
  fields: Record<string, string> = {},
  as?: string,
  asBytes?: (text: string) => Promise<Buffer>,
) {
  const admin = await createUser('admin');
  const owner = await createUser('artist');
  const rel = await catalog(owner.id);
  const text = fixture(name, rel);
  const plain = await importFile(admin, text, fields, as);
  const touched = asBytes
    ? await importFile(admin, await asBytes(text), fields, 'statement.xlsx')
    : await importFile(admin, touch(text, rel), fields, as);
  await expectBalanced(touched);
  return { plain, touched, rel, admin };
}

const TUNECORE_RATES = { rates: '{"EUR":"1.1"}' };
const lf = (s: string) => s.replace(/\r\n/g, '\n');

describe('Excel sep= line and title rows before the header', () => {
  it('sep=, before a comma file (TuneCore)', async () => {
    const { plain, touched } = await both('tunecore.csv', (t) => `sep=,\r\n${t}`, TUNECORE_RATES);
    expect(outcome(touched)).toEqual(outcome(plain));
  });

  it('sep=; before a semicolon file (Spotify-style, decimal commas)', async () => {
    const { plain, touched } = await both('spotify.csv', (t) => `sep=;\n${t}`, { rates: '{"EUR":"1.1"}' });
    expect(outcome(touched)).toEqual(outcome(plain));
  });

  it('sep=\\t before a tab file (CD Baby digital sales)', async () => {
    const { plain, touched } = await both('cdbaby-digital-sales.txt', (t) => `sep=\t\n${t}`, {}, 'sales.txt');
    expect(outcome(touched)).toEqual(outcome(plain));
  });

  it('title rows and an empty line before the header of a tab file (CD Baby digital sales)', async () => {
    const { plain, touched } = await both(
      'cdbaby-digital-sales.txt',
      (t) => `Digital Sales Report\nPeriod: July 2025\n\n${t}`,
      {},
      'sales.txt',
    );
    expect(outcome(touched)).toEqual(outcome(plain));
  });

  it('title rows before the header of a semicolon file (Spotify-style)', async () => {
    const { plain, touched } = await both('spotify.csv', (t) => `Sales Report\nPeriod: June 2025\n\n${t}`, {
      rates: '{"EUR":"1.1"}',
    });
    expect(outcome(touched)).toEqual(outcome(plain));
  });

  it('a title row holding a comma before a tab file (CD Baby digital sales)', async () => {
    const { plain, touched } = await both(
      'cdbaby-digital-sales.txt',
      (t) => `Digital Sales Report, July 2025\n\n${t}`,
      {},
      'sales.txt',
    );
    expect(outcome(touched)).toEqual(outcome(plain));
  });

  it('the preview reads such a file with the delimiter the import uses', async () => {
    const admin = await createUser('admin');
    const rel = await catalog((await createUser('artist')).id);
    const form = new FormData();
    const text = `Digital Sales Report, July 2025\n\n${fixture('cdbaby-digital-sales.txt', rel)}`;
    form.append('file', new Blob([Buffer.from(text)]), 'sales.txt');
    const res = await call(previewRoute.POST, { as: admin, rawBody: form });
    expect(res.status).toBe(200);
    expect({ delimiter: res.json.delimiter, detected: res.json.detected?.id }).toEqual({
      delimiter: '\t',
      detected: 'cdbaby',
    });
  });

  it('title rows padded with commas by Excel before a comma file (TuneCore)', async () => {
    const pad = ',,,,,,,,,,,,,,,,,,,,,';
    const { plain, touched } = await both(
      'tunecore.csv',
      (t) => `Sales Report${pad}\r\nPeriod: June 2025${pad}\r\n${pad}\r\n${t}`,
      TUNECORE_RATES,
    );
    expect(outcome(touched)).toEqual(outcome(plain));
  });
});

describe('totals rows', () => {
  // Symphonic: 16 columns, Royalty last; 12.345678901234 + 2.5 = 14.845678901234.
  const pad = ',,,,,,,,,,,,,,,';
  it('Total and Grand Total rows at the end are skipped as total rows, not counted again nor queued', async () => {
    const { plain, touched } = await both(
      'symphonic.csv',
      (t) => `${t.trimEnd()}\nTotal${pad}14.845678901234\n\nGrand Total${pad}"$14.85"\n`,
    );
    expect(outcome(touched)).toEqual(outcome(plain));
    expect(touched.summary.skippedReasons).toEqual({ 'total row': 2 });
  });

  it('Excel\'s Subtotal rows ("<ISRC> Total" under each ISRC, then Grand Total) are skipped as total rows', async () => {
    const { plain, touched } = await both('symphonic.csv', (t, rel) => {
      const [head, a, b] = t.trimEnd().split(/\r?\n/);
      const [i1, i2] = rel.tracks.map((x) => x.isrc);
      const sub = (isrc: string | null, amount: string) => `,,,,,,,,,,${isrc} Total,,,,,${amount}`;
      return [head, a, sub(i1, '12.345678901234'), b, sub(i2, '2.5'), `,,,,,,,,,,Grand Total,,,,,14.845678901234`].join(
        '\n',
      );
    });
    expect(outcome(touched)).toEqual(outcome(plain));
    expect(touched.summary.skippedReasons).toEqual({ 'total row': 3 });
  });
});

describe('Excel re-save artifacts', () => {
  it('trailing empty columns, empty rows between data rows, CRLF, no last newline, padded cells, a lower-case ISRC, ="…" UPCs', async () => {
    const { plain, touched } = await both('symphonic.csv', (t) =>
      lf(t)
        .trimEnd()
        .split('\n')
        .map((l, i) =>
          i === 0
            ? `${l},,,`
            : l
                .split(',')
                .map((c, j) => (j === 5 ? `="${c}"` : j === 10 ? ` ${c.toLowerCase()} ` : c))
                .join(',') + ',,,\r\n,,,,,,,,,,,,,,,,,,,',
        )
        .join('\r\n'),
    );
    expect(outcome(touched)).toEqual(outcome(plain));
  });

  it('a 12-digit UPC-A whose leading zero a spreadsheet dropped (11 digits) still names its release', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const upc = `0${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 900) + 100)}`;
    const rel = await releaseWithTracks(owner.id, 2, { upc });
    const text = fixture('cdbaby-digital-sales.txt', rel);
    const plain = await importFile(admin, text, {}, 'sales.txt');
    const touched = await importFile(admin, text.replaceAll(`"${upc}"`, upc.slice(1)), {}, 'sales.txt');
    await expectBalanced(touched);
    expect(outcome(touched)).toEqual(outcome(plain));
    expect(plain.matchedRows).toBe(3);
  });

  it('an album row whose UPC a spreadsheet wrote in scientific notation goes to the review queue saying so', async () => {
    const { plain, touched } = await both(
      'cdbaby-digital-sales.txt',
      (t) => {
        const lines = lf(t).split('\n');
        lines[3] = lines[3].replace(/"\d+"/, '6.12346E+11');
        return lines.join('\n');
      },
      {},
      'sales.txt',
    );
    expect(plain.matchedRows - 1).toBe(touched.matchedRows);
    expect(touched.summary.totalUsdCents).toBe(plain.summary.totalUsdCents);
    const album = await db.earningLine.findFirstOrThrow({ where: { importId: touched.id, rowNumber: 4 } });
    expect(album.status).toBe('unmatched');
    expect(album.note).toMatch(/scientific notation.*spreadsheet|spreadsheet.*scientific notation/i);
  });
});

describe('amounts as a spreadsheet writes them', () => {
  const symphonicWith = (a: string, b: string) => (t: string) => {
    const lines = lf(t).trimEnd().split('\n');
    lines[1] = lines[1].replace('"12.345678901234"', a);
    lines[2] = lines[2].replace('"2.5"', b);
    return lines.join('\n');
  };
  it.each([
    ['$12.345678901234', '$2.50'],
    ['USD 12.345678901234', 'USD 2.5'],
    ['"12.345678901234"', '"2.50"'],
  ])('%s and %s in a comma file', async (a, b) => {
    const { plain, touched } = await both('symphonic.csv', symphonicWith(a, b));
    expect(outcome(touched)).toEqual(outcome(plain));
  });

  it.each([
    ['"1,234.56"', '(0.50)', 123406],
    ['"1,234.56"', '-0.50', 123406],
    ['"1,234.56"', '0.50-', 123406],
  ])('%s and %s in a comma file: read exactly', async (a, b, cents) => {
    const { touched, rel } = await both('symphonic.csv', symphonicWith(a, b));
    expect(touched.summary.totalUsdCents).toBe(cents);
    const gs = await groupsOf(touched.id);
    expect(gs.map((g) => [g.trackId, g.lines, g.amount])).toEqual([
      [rel.tracks[0].id, 1, '1234.56'],
      [rel.tracks[1].id, 1, '-0.5'],
    ]);
  });

  it('a zero in the Accounting format (" $ -   ") is a zero amount, skipped, not a refusal', async () => {
    const { plain, touched } = await both('symphonic.csv', (t) => {
      const lines = lf(t).trimEnd().split('\n');
      return [...lines, lines[2].replace('"2.5"', '" $ -   "').replace(',900,', ',0,')].join('\n');
    });
    expect(outcome(touched)).toEqual(outcome(plain));
    expect(touched.summary.skippedReasons).toEqual({ 'zero amount': 1 });
  });

  it('1.234,56 and 0,0123 in a semicolon file: read exactly', async () => {
    const { touched, rel } = await both(
      'spotify.csv',
      (t) => lf(t).replace('"3,456789012345"', '"1.234,56"').replace('0,864', '0,0123'),
      { rates: '{"EUR":"1"}' },
    );
    const gs = await groupsOf(touched.id);
    expect(gs.map((g) => [g.trackId, g.lines, g.amount])).toEqual([
      [rel.tracks[0].id, 1, '1234.56'],
      [rel.tracks[1].id, 1, '0.0123'],
      [rel.tracks[0].id, 1, '0.0346'],
    ]);
  });
});

describe('dates re-formatted by a spreadsheet', () => {
  const cdbabyDates = (d: (orig: string) => string) => (t: string) =>
    lf(t)
      .split('\n')
      .map((l, i) =>
        i === 0 || !l
          ? l
          : l
              .split('\t')
              .map((c, j) => (j === 1 ? d(c) : c))
              .join('\t'),
      )
      .join('\n');
  const iso = (c: string) => {
    const [m, d, y] = c.split(' ')[0].split('/');
    return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  };
  it('2025-07-31 00:00:00', async () => {
    const { plain, touched } = await both(
      'cdbaby-digital-sales.txt',
      cdbabyDates((c) => `${iso(c)} 00:00:00`),
      {},
      'sales.txt',
    );
    expect(outcome(touched)).toEqual(outcome(plain));
  });
  it('7/31/25 (two-digit year)', async () => {
    const { plain, touched } = await both(
      'cdbaby-digital-sales.txt',
      cdbabyDates((c) => c.split(' ')[0].replace(/\/20(\d\d)$/, '/$1')),
      {},
      'sales.txt',
    );
    expect(outcome(touched)).toEqual(outcome(plain));
  });
  it('Excel serial numbers (45869 is 2025-07-31)', async () => {
    const serial = (c: string) => String(Math.round((Date.parse(iso(c)) - Date.UTC(1899, 11, 30)) / 86_400_000));
    const { plain, touched } = await both('cdbaby-digital-sales.txt', cdbabyDates(serial), {}, 'sales.txt');
    expect(outcome(touched)).toEqual(outcome(plain));
  });
});

describe('an Excel workbook re-saved by hand', () => {
  it('title rows above the header, numbers with many decimals, barcodes stored as numbers, a totals row: as the CSV', async () => {
    const { plain, touched } = await both(
      'symphonic.csv',
      (t) => t,
      {},
      undefined,
      async (t) => {
        const [head, ...rows] = lf(t).trimEnd().split('\n');
        const wb = new ExcelJS.Workbook();
        const ws = wb.addWorksheet('Earnings');
        ws.addRow(['Earnings Detail']);
        ws.mergeCells('A1:D1');
        ws.addRow(['Period:', 'June 2025 - July 2025']);
        ws.addRow([]);
        ws.addRow(head.split(','));
        for (const r of rows) {
          const c = r.split(',').map((x) => x.replace(/^"|"$/g, ''));
          // Quantity, Royalty and the UPC as numbers (the UPC loses its leading zero, as Excel keeps it).
          ws.addRow(c.map((x, j) => (j === 5 || j === 14 || j === 15 ? Number(x) : x)));
        }
        ws.addRow(['Total', ...Array(14).fill(null), { formula: 'SUM(P5:P6)', result: 12.345678901234 + 2.5 }]);
        return Buffer.from(await wb.xlsx.writeBuffer());
      },
    );
    expect(outcome(touched)).toEqual(outcome(plain));
    expect(touched.summary.skippedReasons).toMatchObject({ 'total row': 1 });
  });
});
