// Statements read by their presets: Symphonic's current earnings export, the period every preset takes from
// the file's own dates (Apple's fiscal month by its End Date), a row with revenue but no code never skipped,
// and the summary's revenue read = matched + unmatched + refused.
import { groupsOf, linesOf } from '../../helpers/earning-groups';
import { catalog, createUser, expectBalanced, fixture, importFile } from '../../helpers/statement-fixtures';

jest.setTimeout(120_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

describe('statement presets and periods', () => {
  it("Symphonic's current export (Royalty ($US), Activity Period, Sale or Void) is read, a void taken back", async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const imp = await importFile(admin, fixture('symphonic-earnings.csv', rel));
    expect(imp.layout).toBe('symphonic');
    await expectBalanced(imp);
    expect(imp.matchedRows).toBe(3);
    // Lines by their Activity Period (the sales' month), not the Reporting Period JUN-26.
    expect(imp.period).toBe('2026-05');
    expect(imp.summary).toMatchObject({ totalUsdCents: 1305, byMonth: { '2026-05': 1235, '2026-04': 70 } });
    // Song Two's void (written -0.70, 1 unit) taken back: -1 unit, netted with its sale of 2 units.
    const groups = await groupsOf(imp.id);
    expect(groups.map((g) => [g.trackId, g.units, g.amount]).sort()).toEqual(
      [
        [rel.tracks[0].id, 10500, '12.345678'],
        [rel.tracks[1].id, 1, '0.7'],
      ].sort(),
    );
  });

  it("Apple: the statement's period is the file's fiscal month (its End Date), not the upload's month", async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    // Fiscal September 2014: 08/31/2014 to 09/27/2014.
    const units = await importFile(admin, fixture('apple-financial-units.txt', rel), { rates: '{"EUR":"1.3"}' });
    await expectBalanced(units);
    expect(units.period).toBe('2014-09');
    expect(Object.keys(units.summary.byMonth as Record<string, number>)).toEqual(['2014-09']);

    // The first 25 rows carry nothing (zero amounts, skipped): the period is still the file's own.
    const text = fixture('apple-financial.txt', rel);
    const [head, ...rest] = text.split('\n');
    const zero = rest[0].replace('\t3\t0.70\t2.10\t', '\t0\t0.00\t0.00\t');
    const zeros = [head, ...Array.from({ length: 25 }, () => zero), ...rest].join('\n');
    const late = await importFile(admin, zeros.replace('Total_Rows\t3', 'Total_Rows\t28'));
    expect(late.period).toBe('2025-06');
  });

  it('a row carrying revenue without ISRC, UPC, title or artist lands unmatched with its amount', async () => {
    const admin = await createUser('admin');
    const imp = await importFile(admin, 'isrc,track_title,store,net_amount,sale_period\n,,Merch store,3.25,2025-06\n');
    await expectBalanced(imp);
    expect(imp.skippedRows).toBe(0);
    expect(imp.unmatchedRows).toBe(1);
    expect(imp.summary).toMatchObject({ readUsdCents: 325, unmatchedUsdCents: 325, refusedUsdCents: 0 });
    // The review queue's line (GET /api/royalties/unmatched lists the completed imports' unmatched lines).
    const [line] = await linesOf(imp.id);
    expect(line).toMatchObject({ status: 'unmatched', isrc: '', upc: '', store: 'Merch store' });
    expect([line.amount.toString(), line.amountUsd.toString()]).toEqual(['3.25', '3.25']);
    expect(line.note).toBe('no ISRC, UPC, or title and artist (merch store): assign it by hand');
  });

  it('the summary adds up: revenue read = matched + unmatched + refused (a payout skipped by rule)', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const imp = await importFile(admin, fixture('bandcamp-full.csv', rel), { rates: '{"GBP":"1.25"}' });
    await expectBalanced(imp);
    // 9.50 matched, 23.50 in the review queue, the payout row's -10.00 read but not imported.
    expect(imp.summary).toMatchObject({
      matchedUsdCents: 950,
      unmatchedUsdCents: 2350,
      refusedUsdCents: -1000,
      readUsdCents: 2300,
    });
  });
});
