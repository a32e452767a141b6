// Real-world statement layouts: each preset on a fixture made from its published layout, encodings,
// containers, refunds, skipped rows, matching rules, rates and the retry of failed imports.
import { createHash, randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { db } from '@/lib/platform/db';
import * as statementRoute from '@/app/api/royalties/statements/[id]/route';
import * as retryRoute from '@/app/api/royalties/statements/[id]/retry/route';
import * as skippedRoute from '@/app/api/royalties/statements/[id]/skipped/route';
import * as previewRoute from '@/app/api/royalties/statements/preview/route';
import * as mappingsRoute from '@/app/api/royalties/mappings/route';
import * as unmatchedRoute from '@/app/api/royalties/unmatched/route';
import * as resolveRoute from '@/app/api/royalties/unmatched/[id]/route';
import * as analyticsRoute from '@/app/api/royalties/analytics/route';
import { executeSql } from '@/lib/platform/db';
import { runStatementImport } from '@/lib/royalties/import/run';
import { balanceCents } from '@/lib/royalties/ledger';
import { call } from '../../helpers/api';
import { groupsOf, linesOf } from '../../helpers/earning-groups';
import { catalog, createUser, expectBalanced, fixture, importFile, upload } from '../../helpers/statement-fixtures';
import { zipOf } from '../../helpers/zip';

jest.setTimeout(120_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

const earnedBy = async (userId: string) =>
  (await db.earningAllocation.aggregate({ where: { userId }, _sum: { amountCents: true } }))._sum.amountCents ?? 0;

/** A decimal string as an integer of 10^-scale units (exact). */
function scaled(raw: string, scale: number): bigint {
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(raw.trim());
  if (!m) throw new Error(`not a decimal: ${raw}`);
  const frac = (m[3] ?? '').padEnd(scale, '0').slice(0, scale);
  const v = BigInt((m[2] || '0') + frac);
  return m[1] ? -v : v;
}

/**
 * A statement's own total in USD cents, read from the file itself (independently of the importer): the
 * amount column of the data rows `keep` accepts, each converted by `rates` (USD per unit of its currency
 * column, USD without one), summed exactly and rounded half away from zero once.
 */
function fileTotalCents(
  text: string,
  opts: {
    amount: string;
    currency?: string;
    rates?: Record<string, string>;
    keep?: (row: Record<string, string>) => boolean;
  },
): number {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0];
  const delimiter = firstLine.includes('\t') ? '\t' : firstLine.includes(';') ? ';' : ',';
  const records = parse(text, {
    delimiter,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    bom: true,
  }) as string[][];
  const header = records[0];
  let total = 0n; // 10^-18 USD
  for (const rec of records.slice(1)) {
    if (rec.join('\t') === header.join('\t') || rec.every((c) => c.trim() === '')) continue;
    const row = Object.fromEntries(header.map((h, i) => [h, rec[i] ?? '']));
    if (opts.keep && !opts.keep(row)) continue;
    let raw = row[opts.amount].trim();
    if (delimiter === ';') raw = raw.replace(',', '.');
    const currency = opts.currency ? row[opts.currency].trim().toUpperCase() : 'USD';
    const rate = currency === 'USD' ? '1' : opts.rates?.[currency];
    if (rate === undefined) throw new Error(`no rate for ${currency}`);
    total += scaled(raw, 12) * scaled(rate, 6);
  }
  const unit = 10n ** 16n;
  const half = unit / 2n;
  return Number(total >= 0n ? (total + half) / unit : -((-total + half) / unit));
}

const isDate = (s: string) => /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(s.trim());

describe('statement presets, detected from the file alone', () => {
  it('DistroKid (TSV): keeps 12+ decimals, a refund as a negative line, a release-level sale and skips zero rows', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const imp = await importFile(admin, fixture('distrokid.tsv', rel), {}, 'distrokid.tsv');
    expect(imp.layout).toBe('distrokid');
    expect(imp.store).toBe('DistroKid');
    expect(imp.currency).toBe('USD');
    await expectBalanced(imp);
    expect({
      rows: imp.rowsRead,
      matched: imp.matchedRows,
      unmatched: imp.unmatchedRows,
      skipped: imp.skippedRows,
    }).toEqual({
      rows: 6,
      matched: 4,
      unmatched: 1,
      skipped: 1,
    });
    // Matched rows are stored summed per (track or release, month, store, country, currency): the refund
    // (-3 units, -0.51) is summed with Song One's Spotify US sale of June, 1523 units 4.123456789012345.
    const gs = await groupsOf(imp.id);
    expect(
      gs.map((g) => [g.trackId, g.releaseId, g.salePeriod, g.store, g.country, g.lines, g.units, g.amount]),
    ).toEqual([
      [rel.tracks[0].id, rel.id, '2025-06', 'Spotify', 'US', 2, 1520, '3.613456789012345'],
      [rel.tracks[1].id, rel.id, '2025-06', 'Apple Music', 'GB', 1, 210, '1.8765432109876'],
      // The album sale: the release's, no track.
      [null, rel.id, '2025-05', 'iTunes', 'DE', 1, 1, '6.99'],
    ]);
    expect((await linesOf(imp.id)).map((l) => [l.status, l.isrc, l.units, l.amount.toString()])).toEqual([
      ['unmatched', 'QZZZZ2599999', 88, '0.0123'],
    ]);
    // 4.123456789012345 + 1.8765432109876 + 6.99 - 0.51 = 12.479999999999945 -> 1248 cents, once.
    expect(imp.summary).toMatchObject({
      matchedUsdCents: 1248,
      byMonth: { '2025-05': 699, '2025-06': 550 },
      skippedReasons: { 'zero amount': 1 },
    });
    expect(await earnedBy(owner.id)).toBe(1248);
    const skipped = await call(skippedRoute.GET, { as: admin, params: { id: imp.id }, url: '/x?limit=10' });
    expect(skipped.json.items).toEqual([expect.objectContaining({ rowNumber: 7, reason: 'zero amount' })]);
  });

  it('TuneCore (CSV, CRLF): ISRCs with dashes or lower case, quoted UPC with spaces, per-row currency needs its rate', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const csv = fixture('tunecore.csv', rel);
    const noRate = await upload(admin, csv);
    expect(noRate.status).toBe(400);
    expect(noRate.json.error).toMatch(/No exchange rate for EUR/);
    const imp = await importFile(admin, csv, { rates: '{"EUR":1.1}' });
    expect(imp.layout).toBe('tunecore');
    await expectBalanced(imp);
    expect(imp.matchedRows).toBe(3);
    // 4.21 + 1.20 * 1.1 + 6.93 = 12.46
    expect(imp.summary).toMatchObject({ totalUsdCents: 1246, byMonth: { '2025-06': 553, '2025-07': 693 } });
  });

  it('CD Baby: m/d/yyyy dates; a shipping row without identifier carries revenue: unmatched with its amount', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const imp = await importFile(admin, fixture('cdbaby.csv', rel));
    expect(imp.layout).toBe('cdbaby');
    await expectBalanced(imp);
    // 0.2215 + 0.5342 matched (76 cents), the shipping row's 2.50 in the review queue: never skipped.
    expect(imp.summary).toMatchObject({ unmatchedUsdCents: 250, byMonth: { '2025-06': 326 } });
    expect(imp.unmatchedRows).toBe(1);
    expect(imp.skippedRows).toBe(0);
    const queued = (await linesOf(imp.id)).find((l) => l.status === 'unmatched');
    expect(queued).toMatchObject({ note: 'no ISRC, UPC, or title and artist (shipping): assign it by hand' });
  });

  it('Bandcamp full export: payout skipped, refund negative, merch without codes to the review queue, GBP rate', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const imp = await importFile(admin, fixture('bandcamp-full.csv', rel), { rates: '{"GBP":"1.25"}' });
    expect(imp.layout).toBe('bandcamp-full');
    await expectBalanced(imp);
    expect({ matched: imp.matchedRows, unmatched: imp.unmatchedRows, skipped: imp.skippedRows }).toEqual({
      matched: 3,
      unmatched: 1,
      skipped: 1,
    });
    // 9.50 (album) + 1.60*1.25 - 1.60*1.25 = 9.50 matched; the LP (23.50) waits in the queue.
    expect(imp.summary).toMatchObject({ matchedUsdCents: 950, unmatchedUsdCents: 2350, skippedReasons: { payout: 1 } });
    const queued = (await linesOf(imp.id)).find((l) => l.status === 'unmatched');
    expect(queued).toMatchObject({ trackTitle: 'Test Album (LP)', artist: 'Test Artist' });
  });

  it('Bandcamp short export: rows with title and artist but no codes go to the review queue', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const imp = await importFile(admin, fixture('bandcamp-short.csv', rel));
    expect(imp.layout).toBe('bandcamp-short');
    await expectBalanced(imp);
    expect({ unmatched: imp.unmatchedRows, skipped: imp.skippedRows }).toEqual({ unmatched: 2, skipped: 1 });
    expect(imp.period).toBe('2025-01');
  });

  it('Symphonic: many decimals, two months kept', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const imp = await importFile(admin, fixture('symphonic.csv', rel));
    expect(imp.layout).toBe('symphonic');
    await expectBalanced(imp);
    expect(imp.summary).toMatchObject({ byMonth: { '2025-06': 1235, '2025-07': 250 } });
  });

  it('Apple financial report: a return row, an album row, and its Total_Rows/Total_Amount footer checked', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const text = fixture('apple-financial.txt', rel);
    const imp = await importFile(admin, text);
    expect(imp.layout).toBe('apple');
    await expectBalanced(imp);
    expect(imp.summary).toMatchObject({ totalUsdCents: 840, skippedReasons: { footer: 3 } });
    const cut = text.replace('Total_Amount\t8.40', 'Total_Amount\t9.40');
    const bad = await upload(admin, cut);
    await runStatementImport(bad.json.id);
    const view = await call(statementRoute.GET, { as: admin, params: { id: bad.json.id } });
    expect(view.json.status).toBe('failed');
    expect(view.json.error).toMatch(/Total_Amount 9.4/);
  });

  it('Spotify-style per-track CSV: semicolons, decimal commas, dd/mm/yyyy', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const imp = await importFile(admin, fixture('spotify.csv', rel), { rates: '{"EUR":"1.08"}' });
    expect(imp.layout).toBe('spotify');
    expect(imp.delimiter).toBe(';');
    await expectBalanced(imp);
    // (3.456789012345 + 0.864) * 1.08 = 4.6664521333326 and 0.0346 * 1.08 = 0.037368: 4.7038... -> 470 cents,
    // split by largest remainder: 466 + 4.
    expect(imp.summary).toMatchObject({ byMonth: { '2025-06': 466, '2025-07': 4 }, totalUsdCents: 470 });
  });

  it('DDEX DSR flat file: header rows per record type, two revenue record types, summary totals checked', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const dsr = fixture('ddex-dsr.tsv', rel);
    const imp = await importFile(admin, dsr, { rates: '{"EUR":"1.1"}' });
    expect(imp.layout).toBe('ddex-dsr');
    expect({ store: imp.store, period: imp.period, currency: imp.currency }).toEqual({
      store: 'Deezer',
      period: '2025-06',
      currency: 'EUR',
    });
    await expectBalanced(imp);
    expect(imp.matchedRows).toBe(3);
    expect(imp.summary).toMatchObject({ totalUsdCents: 660, byCurrency: { EUR: '6' } });
    // A summary that does not add up fails the import with both totals named.
    const wrong = dsr.replace(
      'AdvertisementSupportedModel\tStream\tFR\t200\t80\tEUR\t0.1',
      'AdvertisementSupportedModel\tStream\tFR\t200\t80\tEUR\t0.2',
    );
    const res = await upload(admin, wrong, { rates: '{"EUR":"1.1"}' });
    await runStatementImport(res.json.id);
    const view = await call(statementRoute.GET, { as: admin, params: { id: res.json.id } });
    expect(view.json.status).toBe('held');
    expect(view.json.error).toBe(
      'The DSR summary record 2 (SY02) gives NetRevenue 0.2 EUR but the usage lines naming it total 0.10 EUR.',
    );
  });

  it('DDEX DSR Basic Audio file without header rows (standard cell order), CRLF lines, revenue shared from the summary records', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    // As sent: Windows line ends, trailing tabs, empty optional cells, an ISRC cell with two values.
    const dsr = fixture('ddex-dsr-basic-audio.tsv', rel).replaceAll('\n', '\r\n');
    // Revenue in EUR: the upload needs its rate at once.
    const refused = await upload(admin, dsr);
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatch(/No exchange rate for EUR/);

    const imp = await importFile(admin, dsr, { rates: '{"EUR":"1.1"}' });
    const view = (await call(statementRoute.GET, { as: admin, params: { id: imp.id } })).json;
    expect(view).toMatchObject({ status: 'completed', layout: 'ddex-dsr', store: 'Deezer', period: '2025-06' });
    await expectBalanced(imp);
    // HEAD, 2 SY, RE, 2 AS and FOOT skipped; the SU01.03 and three SU02.03 are lines.
    expect({
      rows: view.rowsRead,
      matched: view.matchedRows,
      unmatched: view.unmatchedRows,
      skipped: view.skippedRows,
    }).toEqual({
      rows: 11,
      matched: 4,
      unmatched: 0,
      skipped: 7,
    });
    // SU01.03: 5 downloads less 1 return, all of SY01.03's 4 usages: EUR 3.96, credited to the release (UPC).
    // SU02.03: 700, 320 and an adjustment of -20 streams of SY02.03's 1000: 4.50 x 700/1000 = 3.15, then
    // 4.50 x 1020/1000 - 3.15 = 1.44 and 4.50 - 4.59 = -0.09.
    // Stored as sums per track or release: the download without an ISRC is the release's (by its UPC), the
    // ISRC cell with two values matched Song One, and Song Two's 320 and -20 streams are one group of two.
    const gs = await groupsOf(imp.id);
    expect(gs.map((g) => [g.trackId, g.releaseId, g.lines, g.units, g.amount, g.currency, g.country])).toEqual([
      [null, rel.id, 1, 4, '3.96', 'EUR', 'FR'],
      [rel.tracks[0].id, rel.id, 1, 700, '3.15', 'EUR', 'FR'],
      [rel.tracks[1].id, rel.id, 2, 300, '1.35', 'EUR', 'FR'],
    ]);
    expect(await linesOf(imp.id)).toEqual([]);
    // EUR 8.46 x 1.1 = USD 9.306 -> 931 cents.
    expect(view.summary).toMatchObject({ totalUsdCents: 931, byCurrency: { EUR: '8.46' } });

    // Usage records that do not add up to their summary's usages: held, naming the summary's figure and the lines'.
    const short = dsr.replace('\tDeezerPremium\t1000\t120\tEUR\t4.50', '\tDeezerPremium\t1100\t120\tEUR\t4.50');
    const res = await upload(admin, short, { rates: '{"EUR":"1.1"}' });
    await runStatementImport(res.json.id);
    const failed = await call(statementRoute.GET, { as: admin, params: { id: res.json.id } });
    expect(failed.json.status).toBe('held');
    expect(failed.json.error).toMatch(
      /^The DSR summary record 2 \(SY02.03\) gives NetRevenue 4.50 EUR but the usage lines naming it total 4.09/,
    );
  });

  it('DDEX DSR report split into two files: each part imports its own blocks; the summary of the whole report is not checked per part', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const cents: number[] = [];
    for (const [part, amount] of [
      ['ddex-dsr-ugc-1of2.tsv', '5.000000000001'],
      ['ddex-dsr-ugc-2of2.tsv', '2.499999999999'],
    ] as const) {
      const imp = await importFile(admin, fixture(part, rel));
      await expectBalanced(imp);
      const n = part.includes('1of2') ? 1 : 2;
      expect(imp.summary).toMatchObject({
        skippedReasons: {
          [`DSR summary record (SY02.03) of the whole report, not checked against file ${n} of 2`]: 1,
        },
      });
      expect({ rows: imp.rowsRead, matched: imp.matchedRows, skipped: imp.skippedRows }).toEqual({
        rows: 5,
        matched: 1,
        skipped: 4,
      });
      // The part's one row, matched to its own track (part 1 Song One, part 2 Song Two).
      expect((await groupsOf(imp.id)).map((g) => [g.trackId, g.lines, g.amount])).toEqual([
        [rel.tracks[n - 1].id, 1, amount],
      ]);
      cents.push((imp.summary as unknown as { totalUsdCents: number }).totalUsdCents);
    }
    expect(cents).toEqual([500, 250]);
    // The same first part sent as a whole report: its summary (USD 7.50) is checked against its lines.
    const whole = fixture('ddex-dsr-ugc-1of2.tsv', rel).replace('\t1\t2\t2025-06-01', '\t1\t1\t2025-06-01');
    const res = await upload(admin, whole);
    await runStatementImport(res.json.id);
    const view = await call(statementRoute.GET, { as: admin, params: { id: res.json.id } });
    expect(view.json.status).toBe('held');
    expect(view.json.error).toMatch(
      /^The DSR summary record 1 \(SY02.03\) gives NetRevenue 7.5 USD but the usage lines naming it total 5.0+1 USD\.$/,
    );
    // A part cut short (no FOOT) fails rather than import some of its lines.
    const cut = fixture('ddex-dsr-ugc-2of2.tsv', rel).replace(/FOOT.*\n$/, '');
    const res2 = await upload(admin, cut);
    await runStatementImport(res2.json.id);
    const view2 = await call(statementRoute.GET, { as: admin, params: { id: res2.json.id } });
    expect(view2.json.error).toMatch(/File 2 of 2 of this DSR report ends without its FOOT record/);
  });
});

// Each fixture, imported through the route: every row accounted for (rowsRead = matched + unmatched +
// skipped) and the statement's total equal, to the cent, to the total of the file's own amount column.
const OWN_TOTALS: [string, string, Record<string, string>, Parameters<typeof fileTotalCents>[1]][] = [
  ['distrokid.tsv', 'distrokid', {}, { amount: 'Earnings (USD)' }],
  ['tunecore.csv', 'tunecore', { EUR: '1.1' }, { amount: 'Total Earned', currency: 'Currency' }],
  ['tunecore-2020.csv', 'tunecore', { GBP: '1.25' }, { amount: 'Total Earned', currency: 'Currency' }],
  ['cdbaby.csv', 'cdbaby', {}, { amount: 'Earnings' }],
  ['cdbaby-digital-sales.txt', 'cdbaby', {}, { amount: 'Subtotal' }],
  [
    'bandcamp-full.csv',
    'bandcamp-full',
    { GBP: '1.25' },
    { amount: 'net amount', currency: 'currency', keep: (r) => r['item type'] !== 'payout' },
  ],
  ['bandcamp-short.csv', 'bandcamp-short', {}, { amount: 'net amount', keep: (r) => r['item type'] !== 'payout' }],
  ['bandcamp-transaction-ids.csv', 'bandcamp-short', { GBP: '1.25' }, { amount: 'net amount', currency: 'currency' }],
  ['symphonic.csv', 'symphonic', {}, { amount: 'Royalty' }],
  ['symphonic-earnings.csv', 'symphonic', {}, { amount: 'Royalty ($US)' }],
  ...([
    'apple-financial.txt',
    'apple-financial-2010.txt',
    'apple-financial-2008.txt',
    'apple-financial-regions.txt',
  ].map(
    (f) =>
      [
        f,
        'apple',
        { AUD: '0.65', GBP: '1.25' },
        { amount: 'Extended Partner Share', currency: 'Partner Share Currency', keep: (r) => isDate(r['Start Date']) },
      ] as (typeof OWN_TOTALS)[number],
  ) as (typeof OWN_TOTALS)[number][]),
  ['spotify.csv', 'spotify', { EUR: '1.08' }, { amount: 'Revenue', currency: 'Currency' }],
  ['believe.csv', 'believe', { EUR: '1.1' }, { amount: 'Net Revenue', currency: 'Client Payment Currency' }],
  ['sd-digital.csv', 'sd-digital', {}, { amount: 'Label Net Total' }],
  ['orchard.csv', 'orchard', { EUR: '1.1' }, { amount: 'Label Share Net Receipts', currency: 'Preferred Currency' }],
];

describe('every preset fixture balances and matches its own total', () => {
  it.each(OWN_TOTALS)('%s', async (name, layout, rates, total) => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    // A line end more: fixtures without codes to fill in are imported again here, and the same bytes twice are refused.
    const base = fixture(name, rel);
    const text = base + (base.endsWith('\r\n') ? '\r\n' : '\n');
    const imp = await importFile(admin, text, { rates: JSON.stringify(rates) });
    expect(imp.layout).toBe(layout);
    await expectBalanced(imp);
    expect(imp.summary.totalUsdCents).toBe(fileTotalCents(text, { ...total, rates }));
  });
});

describe('real export variants', () => {
  it('CD Baby digital sales report (tab-separated .txt): Partner Name, Subtotal, Barcode, lower-case Isrc, m/d/yyyy h:mm:ss AM dates', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const imp = await importFile(admin, fixture('cdbaby-digital-sales.txt', rel), {}, 'sales_report.txt');
    expect({ layout: imp.layout, delimiter: imp.delimiter, store: imp.store }).toEqual({
      layout: 'cdbaby',
      delimiter: '\t',
      store: 'CD Baby',
    });
    await expectBalanced(imp);
    expect({ matched: imp.matchedRows, unmatched: imp.unmatchedRows, skipped: imp.skippedRows }).toEqual({
      matched: 3,
      unmatched: 1,
      skipped: 0,
    });
    // 0.495 + 0.0998269974 (July) and 6.93 + 0.007 (August) = 7.5318269974 -> 753 cents, 59 + 694.
    expect(imp.summary).toMatchObject({ totalUsdCents: 753, byMonth: { '2025-07': 59, '2025-08': 694 } });
    // The matched rows' track (by the lower-case Isrc) or release, where the title was asserted before.
    expect((await groupsOf(imp.id)).map((g) => [g.store, g.country, g.units, g.trackId, g.releaseId])).toEqual([
      ['Spotify', 'SE', 120, rel.tracks[1].id, rel.id],
      ['Amazon Prime IN', 'IN', 1, rel.tracks[0].id, rel.id],
      // An album download: no track name, matched by its barcode to the release.
      ['iTunes', 'US', 1, null, rel.id],
    ]);
    expect((await linesOf(imp.id)).map((l) => [l.store, l.country, l.units, l.trackTitle])).toEqual([
      ['Deezer', 'FR', 2, 'Not Ours'],
    ]);
    expect(await earnedBy(owner.id)).toBe(752);
  });

  it.each([
    ['apple-financial-2010.txt', 'Total_Amount:9.10', 'Total_Amount:9.20', {}, 910, /Total_Amount 9.2/],
    ['apple-financial-2008.txt', '\tTotal\t9.10 AUD', '\tTotal\t9.20 AUD', { AUD: '0.65' }, 592, /Total_Amount 9.2/],
  ])(
    'Apple financial report, older footer form (%s): skipped as footer and its total checked',
    async (name, good, bad, rates, cents, error) => {
      const admin = await createUser('admin');
      const owner = await createUser('artist');
      const rel = await catalog(owner.id);
      const text = fixture(name, rel);
      const imp = await importFile(admin, text, { rates: JSON.stringify(rates) });
      expect(imp.layout).toBe('apple');
      await expectBalanced(imp);
      expect(imp.matchedRows).toBe(3);
      expect(imp.summary).toMatchObject({ totalUsdCents: cents });
      expect((imp.summary.skippedReasons as Record<string, number>).footer).toBeGreaterThanOrEqual(1);
      expect(Object.keys(imp.summary.skippedReasons as object)).toEqual(['footer']);
      const edited = await upload(admin, text.replace(good, bad), { rates: JSON.stringify(rates) });
      expect(edited.status).toBe(202);
      await runStatementImport(edited.json.id);
      const view = await call(statementRoute.GET, { as: admin, params: { id: edited.json.id } });
      expect(view.json.status).toBe('failed');
      expect(view.json.error).toMatch(error);
    },
  );

  it('Apple: two regional reports one after the other, each footer checked against its own rows, the per-country summary skipped as footer', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const text = fixture('apple-financial-regions.txt', rel);
    const imp = await importFile(admin, text, { rates: '{"GBP":"1.25"}' });
    expect(imp.layout).toBe('apple');
    await expectBalanced(imp);
    expect({ matched: imp.matchedRows, skipped: imp.skippedRows }).toEqual({ matched: 5, skipped: 9 });
    // 3.50 USD + 8.40 GBP * 1.25 = 14.00
    expect(imp.summary).toMatchObject({
      totalUsdCents: 1400,
      skippedReasons: { footer: 9 },
      byCurrency: { GBP: '8.4', USD: '3.5' },
    });
    // A row missing from the second report is caught by that report's own footer.
    const cut = text.replace(/\n[^\n]*\t-0\.60\t[^\n]*/, '');
    const res = await upload(admin, cut, { rates: '{"GBP":"1.25"}' });
    await runStatementImport(res.json.id);
    const view = await call(statementRoute.GET, { as: admin, params: { id: res.json.id } });
    expect(view.json.error).toMatch(/Total_Rows 3 but the file has 2 data rows/);
  });

  it('Bandcamp short export with transaction ids: a revenue-share collection, a refund and a pending payment (*) are lines', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const imp = await importFile(admin, fixture('bandcamp-transaction-ids.csv', rel), { rates: '{"GBP":"1.25"}' });
    expect(imp.layout).toBe('bandcamp-short');
    await expectBalanced(imp);
    expect({ unmatched: imp.unmatchedRows, skipped: imp.skippedRows }).toEqual({ unmatched: 5, skipped: 0 });
    // (3.78 + 0.85 + 5.54 - 3.78 + 1.71) GBP * 1.25 = 10.125 -> 1013 cents
    expect(imp.summary).toMatchObject({ totalUsdCents: 1013 });
    expect((await linesOf(imp.id)).find((l) => l.amount.isNegative())).toMatchObject({ trackTitle: 'Song One' });
  });

  it('a Symphonic export whose amount column has a name the preset does not know is refused as unknown, not imported without amounts', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const csv =
      'Reporting Period,Release Name,UPC Code,Track Name,ISRC Code,Digital Service Provider,Territory,Quantity,Label Share\n' +
      `2025-06,Test Album,${rel.upc},Song One,${rel.tracks[0].isrc},Spotify,SE,100,0.40\n`;
    const res = await upload(admin, csv);
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/layout of this file is unknown.*Label Share/);
  });
});

describe('encodings and containers', () => {
  it.each([
    ['UTF-8 with BOM', 'utf-8', (s: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(s)])],
    ['UTF-16 LE', 'utf-16le', (s: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(s, 'utf16le')])],
    [
      'UTF-16 BE',
      'utf-16be',
      (s: string) => {
        const le = Buffer.from(s, 'utf16le');
        return Buffer.concat([Buffer.from([0xfe, 0xff]), le.swap16()]);
      },
    ],
    // Without a BOM: the zero bytes of its Latin header tell UTF-16 and its byte order.
    ['UTF-16 LE without BOM', 'utf-16le', (s: string) => Buffer.from(s, 'utf16le')],
    ['UTF-16 BE without BOM', 'utf-16be', (s: string) => Buffer.from(s, 'utf16le').swap16()],
    ['gzip', 'utf-8', (s: string) => gzipSync(Buffer.from(s))],
  ])('%s', async (_n, encoding, encode) => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const imp = await importFile(admin, encode(fixture('symphonic.csv', rel)));
    expect(imp.layout).toBe('symphonic');
    expect(imp.encoding).toBe(encoding);
    expect(imp.matchedRows).toBe(2);
  });

  it('Windows-1252 text, mapped with a saved mapping and then recognised by it', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const text = fixture('unknown-layout.csv', rel);
    const bytes = Buffer.from(text, 'latin1');
    const unknown = await upload(admin, bytes);
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toMatch(/layout of this file is unknown/);
    const preview = await call(previewRoute.POST, { as: admin, rawBody: formOf(bytes) });
    expect(preview.status).toBe(200);
    expect(preview.json).toMatchObject({ encoding: 'windows-1252', delimiter: ',', detected: null });
    expect(preview.json.header).toContain('Période');
    expect(preview.json.rows).toHaveLength(3);
    const name = `Qobuz FR ${Date.now()}`;
    const saved = await call(mappingsRoute.POST, {
      as: admin,
      body: {
        name,
        store: 'Qobuz',
        columns: {
          sale_period: 'Période',
          track_title: 'Titre',
          artist: 'Interprète',
          isrc: 'Code ISRC',
          store: 'Plateforme',
          country: 'Pays',
          units: 'Écoutes',
          net_amount: 'Montant net',
        },
      },
    });
    expect(saved.status).toBe(201);
    const imp = await importFile(admin, bytes);
    expect(imp.layout).toMatch(/^mapping:Qobuz FR /);
    expect(imp.encoding).toBe('windows-1252');
    await expectBalanced(imp);
    expect({ matched: imp.matchedRows, unmatched: imp.unmatchedRows }).toEqual({ matched: 2, unmatched: 1 });
    // Read through the accented column names: Chanson Un and Chanson Deux matched by ISRC, with their
    // Écoutes and Montant net; the row without a code waits with its title and artist.
    expect((await groupsOf(imp.id)).map((g) => [g.trackId, g.store, g.country, g.units, g.amount])).toEqual([
      [rel.tracks[0].id, 'Qobuz', 'FR', 120, '0.84'],
      [rel.tracks[1].id, 'Qobuz', 'BE', 40, '0.28'],
    ]);
    expect((await linesOf(imp.id)).map((l) => [l.trackTitle, l.artist, l.units, l.amount.toString()])).toEqual([
      ['Sans code', 'Autre Artiste', 3, '0.02'],
    ]);
  });

  it('a file without a header row, read by a headerless mapping that gives column numbers', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const name = `Headerless ${Date.now()}`;
    const saved = await call(mappingsRoute.POST, {
      as: admin,
      body: {
        name,
        store: 'Local shop',
        delimiter: ';',
        headerless: true,
        dateOrder: 'dmy',
        columns: { isrc: '1', sale_period: '2', units: '3', net_amount: '4' },
      },
    });
    expect(saved.status).toBe(201);
    const csv = `${rel.tracks[0].isrc};15/03/2025;3;1,50\n${rel.tracks[1].isrc};02/04/2025;1;0,25\n`;
    const imp = await importFile(admin, csv, { mapping: name });
    expect(imp.layout).toBe(`mapping:${name}`);
    await expectBalanced(imp);
    expect({ rows: imp.rowsRead, matched: imp.matchedRows, store: imp.store }).toEqual({
      rows: 2,
      matched: 2,
      store: 'Local shop',
    });
    expect((await groupsOf(imp.id)).map((g) => [g.trackId, g.salePeriod, g.amount, g.units])).toEqual([
      [rel.tracks[0].id, '2025-03', '1.5', 3],
      [rel.tracks[1].id, '2025-04', '0.25', 1],
    ]);
  });

  it('a zip holding one statement', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const zip = await zipOf({ 'report/june.tsv': fixture('distrokid.tsv', rel) });
    const imp = await importFile(admin, zip, {}, 'june.zip');
    expect(imp.layout).toBe('distrokid');
    expect(imp.matchedRows).toBe(4);
    // Several files: each is a statement of its own (royalties/bundles.test.ts), here of no known layout.
    const two = await upload(admin, await zipOf({ 'a.csv': 'x', 'b.csv': 'y' }), {}, 'two.zip');
    expect(two.status).toBe(400);
    expect(two.json.error).toMatch(/^2 of the 2 statements in the zip archive cannot be imported.* a\.csv: The layout/);
  });
});

describe('matching, refunds and retries', () => {
  it('a draft release gets nothing: its rows wait unmatched with that reason', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id, 'draft');
    const imp = await importFile(admin, fixture('symphonic.csv', rel));
    expect(imp.matchedRows).toBe(0);
    expect((await linesOf(imp.id)).map((l) => l.note)).toEqual([
      expect.stringMatching(/release not delivered \(draft\)/),
      expect.stringMatching(/release not delivered \(draft\)/),
    ]);
    expect(await earnedBy(owner.id)).toBe(0);
  });

  it('a refund larger than the balance leaves a recorded debt (negative balance)', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id, 'taken_down');
    const isrc = rel.tracks[0].isrc!;
    const first = await importFile(admin, `isrc,net_amount,sale_period\n${isrc},5.00,2025-01\n`);
    await expectBalanced(first);
    expect(await balanceCents(db, owner.id)).toBe(500n);
    const refund = await importFile(admin, `isrc,net_amount,sale_period\n${isrc},-7.25,2025-02\n`);
    await expectBalanced(refund);
    expect(refund.summary).toMatchObject({ allocatedCents: -725, debts: [{ userId: owner.id, cents: 225 }] });
    expect(await balanceCents(db, owner.id)).toBe(-225n);
  });

  it('a failed import does not block its file: it can be re-run or deleted and uploaded again', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const csv = `isrc,net_amount\n${rel.tracks[0].isrc},1.00\n${rel.tracks[0].isrc},oops\n`;
    const res = await upload(admin, csv);
    await runStatementImport(res.json.id);
    expect((await call(statementRoute.GET, { as: admin, params: { id: res.json.id } })).json).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/Row 3: net_amount "oops" is not a number/),
    });
    const retried = await call(retryRoute.POST, { as: admin, params: { id: res.json.id } });
    expect(retried.status).toBe(202);
    await runStatementImport(res.json.id);
    expect((await call(statementRoute.GET, { as: admin, params: { id: res.json.id } })).json.status).toBe('failed');
    const again = await upload(admin, csv);
    expect(again.status).toBe(202);
    const del = await call(statementRoute.DELETE, { as: admin, params: { id: res.json.id } });
    expect(del.status).toBe(200);
    expect((await call(statementRoute.GET, { as: admin, params: { id: res.json.id } })).status).toBe(404);
    // A completed import blocks its file.
    const ok = `isrc,net_amount\n${rel.tracks[0].isrc},1.00\n`;
    await importFile(admin, ok);
    const dup = await upload(admin, ok);
    expect(dup.status).toBe(409);
    const notFailed = await call(statementRoute.DELETE, { as: admin, params: { id: again.json.id } });
    expect(notFailed.status).toBe(409);
  });

  it('one import per file even when the same statement is sent five times at once, and a failed import is not re-run over a newer one of its file', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const isrc = rel.tracks[0].isrc!;
    const ok = `isrc,net_amount,track_title\n${isrc},1.00,Twice ${randomUUID()}\n`;
    // Five at once: without the unique index two of them were sometimes both accepted (and imported).
    const sent = await Promise.all([1, 2, 3, 4, 5].map(() => upload(admin, ok)));
    expect(sent.map((r) => r.status).sort()).toEqual([202, 409, 409, 409, 409]);
    const won = sent.find((r) => r.status === 202)!;
    for (const lost of sent.filter((r) => r.status === 409))
      expect(lost.json.error).toBe(`This file is already being imported (import ${won.json.id}).`);
    const sha256 = createHash('sha256').update(ok).digest('hex');
    expect(await db.statementImport.count({ where: { sha256 } })).toBe(1);

    // A failed import, its file uploaded again: the old import cannot be run again beside the new one.
    const bad = `isrc,net_amount,track_title\n${isrc},oops,Failed ${randomUUID()}\n`;
    const first = await upload(admin, bad);
    await runStatementImport(first.json.id);
    const again = await upload(admin, bad);
    expect(again.status).toBe(202);
    const retried = await call(retryRoute.POST, { as: admin, params: { id: first.json.id } });
    expect(retried.status).toBe(409);
    expect(retried.json.error).toBe(`This file is already being imported (import ${again.json.id}).`);
    expect((await call(statementRoute.GET, { as: admin, params: { id: first.json.id } })).json.status).toBe('failed');
  });
});

describe('currencies through the whole file', () => {
  it('a currency first met past the sample read at upload fails the import naming its row and the missing rate', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const isrc = rel.tracks[0].isrc!;
    // About 330 KB of USD rows: the upload reads the first 256 KB, the job reads the rest.
    const usd = Array.from({ length: 10_000 }, (_, i) => `${isrc},0.01,USD,2025-01,Row ${i}`).join('\n');
    const csv = `isrc,net_amount,currency,sale_period,track_title\n${usd}\n${isrc},2.00,GBP,2025-01,late\n`;
    const res = await upload(admin, csv);
    expect(res.status).toBe(202);
    await runStatementImport(res.json.id);
    const shown = await call(statementRoute.GET, { as: admin, params: { id: res.json.id } });
    expect(shown.json).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(
        /^Row 10002: the amount is in GBP, which has no exchange rate: give the USD rate of GBP/,
      ),
    });
    expect(await db.earningLine.count({ where: { importId: res.json.id } })).toBe(0);
    expect(await db.earningGroup.count({ where: { importId: res.json.id } })).toBe(0);
    expect(await earnedBy(owner.id)).toBe(0);
  });

  it('rows carrying their own exchange rate are converted by it, without a rate at upload', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const isrc = rel.tracks[0].isrc!;
    const csv = `isrc,net_amount,currency,exchange_rate,sale_period\n${isrc},10.00,GBP,1.25,2025-01\n${isrc},4.00,USD,,2025-01\n`;
    const imp = await importFile(admin, csv);
    await expectBalanced(imp);
    expect(imp.summary).toMatchObject({ totalUsdCents: 1650, byCurrency: { GBP: '10', USD: '4' } });
    expect(await earnedBy(owner.id)).toBe(1650);
  });
});

describe('statement lines without foreign keys', () => {
  it('the review queue names the import, a resolved row is credited, analytics count it, deleting an import removes its lines', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const imp = await importFile(
      admin,
      `isrc,net_amount,sale_period,units\n${rel.tracks[0].isrc},3.00,2025-03,7\nZZ9990000001,2.00,2025-03,5\n`,
      {},
      'queue.csv',
    );
    await expectBalanced(imp);
    const queue = await call(unmatchedRoute.GET, { as: admin, url: '/api/royalties/unmatched?limit=100' });
    const row = (queue.json.items as { id: string; isrc: string; import: { id: string; originalName: string } }[]).find(
      (i) => i.import.id === imp.id,
    );
    expect(row).toMatchObject({ isrc: 'ZZ9990000001', import: { originalName: 'queue.csv' } });
    const resolved = await call(resolveRoute.POST, {
      as: admin,
      params: { id: row!.id },
      body: { trackId: rel.tracks[1].id },
    });
    expect(resolved.status).toBe(200);
    expect(await earnedBy(owner.id)).toBe(500);
    const stats = await call(analyticsRoute.GET, { as: owner, url: '/api/royalties/analytics' });
    expect(stats.json).toMatchObject({ totalUnits: 12, byMonth: [{ period: '2025-03', units: 12 }] });
    // The matched row is the import's group; the resolved row is still a line, and a group of its own.
    const byRow = async () => ({
      groups: (await groupsOf(imp.id)).map((g) => [g.rowNumber, g.releaseId, g.trackId]),
      lines: (await linesOf(imp.id)).map((l) => [l.rowNumber, l.status, l.releaseId, l.trackId]),
    });
    expect(await byRow()).toEqual({
      groups: [
        [null, rel.id, rel.tracks[0].id],
        [3, rel.id, rel.tracks[1].id],
      ],
      lines: [[3, 'resolved', rel.id, rel.tracks[1].id]],
    });
    // Deleting a track clears it on its lines and groups; deleting the import removes them (as the keys did).
    await executeSql(`DELETE FROM "EarningAllocation" WHERE "trackId" = $1`, [rel.tracks[1].id]);
    await executeSql(`DELETE FROM "Track" WHERE id = $1`, [rel.tracks[1].id]);
    expect(await byRow()).toEqual({
      groups: [
        [null, rel.id, rel.tracks[0].id],
        [3, rel.id, null],
      ],
      lines: [[3, 'resolved', rel.id, null]],
    });
    // Deleting the release clears it, and its tracks (deleted with it), on its lines, groups and allocations.
    await executeSql(`DELETE FROM "Release" WHERE id = $1`, [rel.id]);
    expect(await byRow()).toEqual({
      groups: [
        [null, null, null],
        [3, null, null],
      ],
      lines: [[3, 'resolved', null, null]],
    });
    const allocations = await db.earningAllocation.findMany({ where: { importId: imp.id } });
    expect(allocations.length).toBeGreaterThan(0);
    expect(allocations.every((a) => a.releaseId === null && a.trackId === null)).toBe(true);
    await executeSql(`DELETE FROM "StatementImport" WHERE id = $1`, [imp.id]);
    expect(await db.earningLine.count({ where: { importId: imp.id } })).toBe(0);
    expect(await db.earningGroup.count({ where: { importId: imp.id } })).toBe(0);
  });
});

function formOf(content: Buffer, name = 'statement.csv') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  return form;
}
