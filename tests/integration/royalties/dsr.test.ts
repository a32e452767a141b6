// DDEX DSR variants through the statements route: the Single Record Block Variants (SR01/SR02 of the Basic
// Audio profile, SR03 of the UGC profile, the SRFO footer) and UGC usage records followed by the
// licensor's LI01 allocations. Fixtures are made from the standard's cell definitions (docs/royalties.md).
import { db } from '@/lib/platform/db';
import { SRB_RECORD_CELLS } from '@/lib/royalties/import/dsr/records-srb';
import { groupsOf, linesOf } from '../../helpers/earning-groups';
import {
  catalog,
  createUser,
  expectBalanced,
  failedWith,
  heldWith,
  fixture,
  importFile,
} from '../../helpers/statement-fixtures';

jest.setTimeout(120_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

/** The matched rows as stored: summed per track (or release), month, store, country and currency. */
const sums = async (importId: string) =>
  (await groupsOf(importId)).map((g) => [g.trackId, g.releaseId, g.lines, g.units, g.amount, g.currency, g.country]);

const counts = (imp: Awaited<ReturnType<typeof importFile>>) => ({
  rows: imp.rowsRead,
  matched: imp.matchedRows,
  unmatched: imp.unmatchedRows,
  skipped: imp.skippedRows,
});

describe('DDEX DSR single record block variants', () => {
  it('Basic Audio SR01 downloads and SR02 streams get their share of their summary revenue; an album sold once is shared by its tracks', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const dsr = fixture('ddex-dsr-basic-audio-srb.tsv', rel);
    const imp = await importFile(admin, dsr, { rates: '{"EUR":"1.1"}' });
    expect(imp).toMatchObject({ layout: 'ddex-dsr', store: 'Deezer', period: '2025-06', currency: 'EUR' });
    await expectBalanced(imp);
    // HEAD, two SY and SRFO skipped; every SR record is a line (the album's third track, an ISRC not in the
    // catalogue, is left to the matcher's rules for unknown ISRCs).
    expect([imp.rowsRead, imp.matchedRows + imp.unmatchedRows, imp.skippedRows]).toEqual([10, 6, 4]);
    expect(imp.summary.skippedReasons).toEqual({
      'DSR header record (HEAD)': 1,
      'DSR summary record (SY01.01)': 1,
      'DSR summary record (SY02.02)': 1,
      footer: 1,
    });
    // SY01.01: EUR 2.00 for 2 downloads. The album (NumberOfTransactedResources 3, one SalesTransactionId,
    // each record with the sale's 1 download) is one download: a third each, 2.00 x 1/3 with the rounding
    // carried; the single is the other download. SY02.02: EUR 4.00 for 1000 streams, 600 and 400.
    // Matched rows are stored summed per track: Song One's third of the album (0.3333333333333333), its
    // single (1) and its 600 streams (2.4); Song Two's third with the rounding carried (0.3333333333333334)
    // and its 400 streams (1.6). The third track's share waits in the review queue.
    expect(await sums(imp.id)).toEqual([
      [rel.tracks[0].id, rel.id, 3, 602, '3.7333333333333333', 'EUR', 'DE'],
      [rel.tracks[1].id, rel.id, 2, 401, '1.9333333333333334', 'EUR', 'DE'],
    ]);
    const ls = await linesOf(imp.id);
    expect(ls.map((l) => [l.rowNumber, l.isrc, l.upc, l.units, l.amount.toString(), l.currency, l.country])).toEqual([
      [6, 'QZUNK2500003', rel.upc, 1, '0.3333333333333333', 'EUR', 'DE'],
    ]);
    // The summaries' EUR 6.00 x 1.1 = USD 6.60.
    expect(imp.summary).toMatchObject({ totalUsdCents: 660, byCurrency: { EUR: '6' } });

    // Streams that do not add up to their summary's usages: the import fails naming both totals.
    const short = dsr.replace('\tDeezerPremium\t1000\t150\tEUR\t4.00', '\tDeezerPremium\t1100\t150\tEUR\t4.00');
    expect(await heldWith(admin, short, '{"EUR":"1.1"}')).toMatch(
      /^The DSR summary record 2 \(SY02.02\) gives NetRevenue 4.00 EUR but the usage lines naming it total 3.6363636363636364 EUR\.$/,
    );
  });

  it('a record version whose cells are not known (Part 8 1.4 SR02.02) is skipped as not supported, and read when the file names its cells', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const dsr = fixture('ddex-dsr-basic-audio-srb.tsv', rel).replaceAll('SR02.01\t', 'SR02.02\t');
    // Its streams are not read, so the summary they belong to is not met: the failure says why.
    expect(await heldWith(admin, dsr, '{"EUR":"1.1"}')).toMatch(
      /^The DSR summary record 2 \(SY02.02\) gives NetRevenue 4.00 EUR but the usage lines naming it total 0\. .*single record block variant version that is not supported were skipped \(2 SR02.02\)/,
    );
    // With a header row naming the record's cells (header rows always win), the same records are read.
    const header = ['#SR02.02', ...SRB_RECORD_CELLS.SR02.slice(1)].join('\t');
    // SRFO counts the header row among the report's lines (ddexnet/dsrf SRFO NumberOfLinesInReport).
    const named = dsr.replace(/^(HEAD[^\n]*\n)/, `$1${header}\n`).replace(/^SRFO\t10\t/m, 'SRFO\t11\t');
    const imp = await importFile(admin, named, { rates: '{"EUR":"1.1"}' });
    await expectBalanced(imp);
    // The streams (600, EUR 2.4 and 400, EUR 1.6) are in the tracks' sums, as in the file read without them named.
    expect(await sums(imp.id)).toEqual([
      [rel.tracks[0].id, rel.id, 3, 602, '3.7333333333333333', 'EUR', 'DE'],
      [rel.tracks[1].id, rel.id, 2, 401, '1.9333333333333334', 'EUR', 'DE'],
    ]);
  });

  it("UGC SR03 pays the rights controller's AllocatedAmount and is checked against the summary's AllocatedRevenue", async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const dsr = fixture('ddex-dsr-ugc-srb.tsv', rel);
    const imp = await importFile(admin, dsr);
    expect(imp).toMatchObject({ layout: 'ddex-dsr', store: 'YouTube', currency: 'USD' });
    await expectBalanced(imp);
    expect(counts(imp)).toEqual({ rows: 5, matched: 2, unmatched: 0, skipped: 3 });
    // NetRevenue 8.00 and 4.00 is the service's revenue from each resource; 4.00 and 2.00 are due to the label.
    expect(await sums(imp.id)).toEqual([
      [rel.tracks[0].id, rel.id, 1, 2000, '4', 'USD', 'US'],
      [rel.tracks[1].id, rel.id, 1, 1000, '2', 'USD', 'US'],
    ]);
    expect(imp.summary).toMatchObject({ totalUsdCents: 600 });
    const wrong = dsr.replace('\t3000\t6.00\t12.00\t', '\t3000\t6.50\t12.00\t');
    expect(await heldWith(admin, wrong)).toMatch(
      /^The DSR summary record 1 \(SY02.02\) gives AllocatedRevenue 6.50 USD but the usage lines naming it total 6.00 USD\.$/,
    );
  });
});

describe('DDEX DSR single record block variants of the other profiles (SR04, SR05, SR07, SR08)', () => {
  it('Audio-visual SR04 downloads and SR05 streams get their share of their summary revenue', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const imp = await importFile(admin, fixture('ddex-dsr-av-srb.tsv', rel));
    expect(imp).toMatchObject({ layout: 'ddex-dsr', store: 'VideoStore', currency: 'USD' });
    await expectBalanced(imp);
    expect(counts(imp)).toEqual({ rows: 8, matched: 4, unmatched: 0, skipped: 4 });
    // No ISRC in a video record: credited to the release by its ICPN. SY01.01: USD 6.00 for 3 downloads
    // (2 and 1); SY02.02: USD 2.50 for 1000 streams (600 and 400).
    expect((await groupsOf(imp.id)).map((g) => [g.trackId, g.releaseId, g.store, g.lines, g.units, g.amount])).toEqual([
      [null, rel.id, 'VideoStore', 4, 1003, '8.5'],
    ]);
    expect(imp.summary).toMatchObject({ totalUsdCents: 850 });
    // The four rows are summed in one group: each row's share is seen where rows are kept one by one, in
    // the review queue, with the same file for a release not delivered.
    const draft = await catalog(owner.id, 'draft');
    const queued = await importFile(admin, fixture('ddex-dsr-av-srb.tsv', draft));
    await expectBalanced(queued);
    expect(counts(queued)).toEqual({ rows: 8, matched: 0, unmatched: 4, skipped: 4 });
    expect(
      (await linesOf(queued.id)).map((l) => [l.rowNumber, l.upc, l.trackTitle, l.units, l.amount.toString()]),
    ).toEqual([
      [4, draft.upc, 'Song One (Video)', 2, '4'],
      [5, draft.upc, 'Song Two (Video)', 1, '2'],
      [6, draft.upc, 'Song One (Video)', 600, '1.5'],
      [7, draft.upc, 'Song Two (Video)', 400, '1'],
    ]);
  });

  it("Financial Reporting SR08 pays the record company's AllocatedRevenue in the CurrencyOfAccounting, checked against SY10", async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const dsr = fixture('ddex-dsr-financial-srb.tsv', rel);
    // SY10's CurrencyOfTransaction is EUR, its CurrencyOfAccounting USD: no EUR rate is asked for.
    const imp = await importFile(admin, dsr);
    expect(imp).toMatchObject({ layout: 'ddex-dsr', store: 'Store', currency: 'USD' });
    await expectBalanced(imp);
    expect(counts(imp)).toEqual({ rows: 5, matched: 2, unmatched: 0, skipped: 3 });
    expect(
      (await groupsOf(imp.id)).map((g) => [g.trackId, g.units, g.amount, g.currency, g.country, g.salePeriod]),
    ).toEqual([
      [rel.tracks[0].id, 1000, '3.67', 'USD', 'US', '2025-06'],
      [rel.tracks[1].id, 500, '1.83', 'USD', 'US', '2025-06'],
    ]);
    expect(imp.summary).toMatchObject({ totalUsdCents: 550 });
    const wrong = dsr.replace('	5	5.50	5	5.50	', '	5	5.60	5	5.50	');
    expect(await heldWith(admin, wrong)).toMatch(
      /^The DSR summary record 1 \(SY10\) gives AllocatedRevenueInCurrencyOfAccounting 5.60 USD but the usage lines naming it total 5.50 USD\./,
    );
  });

  it('Masterlist SR07 records list resources without sales or usages: skipped with their reason, no lines', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const imp = await importFile(admin, fixture('ddex-dsr-masterlist-srb.tsv', rel));
    expect(imp.status).toBe('completed');
    expect(counts(imp)).toEqual({ rows: 5, matched: 0, unmatched: 0, skipped: 5 });
    expect(imp.summary.skippedReasons).toEqual({
      'DSR header record (HEAD)': 1,
      'DSR summary record (SY11)': 1,
      'DSR masterlist record (SR07): a resource listed for claiming, without sales, usages or revenue': 2,
      footer: 1,
    });
  });
});

describe('DDEX DSR UGC licensor allocations (LI01)', () => {
  it("a usage record followed by the licensor's LI01 records is paid their AllocatedAmount, not the resource's NetRevenue", async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const dsr = fixture('ddex-dsr-ugc-li01.tsv', rel);
    const imp = await importFile(admin, dsr);
    await expectBalanced(imp);
    // SU03 T1: NetRevenue 5.00 for every licensor; the label's AllocatedAmount 1.00 + 0.25. T2: 2.50; 0.625.
    // Rows 4 and 9 (the skipped rows below are all the others), one group each.
    expect(await sums(imp.id)).toEqual([
      [rel.tracks[0].id, rel.id, 1, 2000, '1.25', 'USD', 'US'],
      [rel.tracks[1].id, rel.id, 1, 1000, '0.625', 'USD', 'US'],
    ]);
    // Each SU03.03 is a line; its LI01.03 allocations (two for T1, one per right type) and the ST01
    // breakdown are skipped with their reason.
    expect(counts(imp)).toEqual({ rows: 11, matched: 2, unmatched: 0, skipped: 9 });
    expect(imp.summary.skippedReasons).toMatchObject({
      "DSR licensor allocation (LI01.03): the amount due, paid on the usage record's line": 3,
      'DSR ST01 record': 1,
    });
    // USD 1.875, the summary's AllocatedRevenue, rounded once: 188 cents.
    expect(imp.summary).toMatchObject({ totalUsdCents: 188, matchedUsdCents: 188 });
    const skipped = await db.statementSkippedRow.findMany({
      where: { importId: imp.id },
      orderBy: { rowNumber: 'asc' },
    });
    expect(skipped.map((r) => r.rowNumber)).toEqual([1, 2, 3, 5, 6, 7, 8, 10, 11]);

    // The allocations against a different AllocatedRevenue: the import fails naming both totals.
    const wrong = dsr.replace('\t\t1.875\t3.75\t', '\t\t1.9\t3.75\t');
    expect(await heldWith(admin, wrong)).toMatch(
      /^The DSR summary record 1 \(SY02.03\) gives AllocatedRevenue 1.9 USD but the usage lines naming it total 1.875 USD\.$/,
    );
    // A summary without AllocatedRevenue leaves the allocations unchecked: refused, not paid unchecked.
    const unchecked = dsr.replace('\t\t1.875\t3.75\t', '\t\t\t3.75\t');
    expect(await failedWith(admin, unchecked)).toMatch(/summary record 1 \(SY02.03\) gives no AllocatedRevenue/);
    // An allocation of another sales transaction than the usage record it follows fails its row.
    const stray = dsr.replace('\t0.50\t0.25\t2000\tT1\t', '\t0.50\t0.25\t2000\tT9\t');
    expect(await failedWith(admin, stray)).toMatch(
      /Row 6: the LI01.03 record allocates sales transaction T9 but follows the usage record of sales transaction T1/,
    );
  });
});
