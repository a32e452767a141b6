// DDEX DSR Financial Reporting to Record Companies (FinancialReportingToRecordCompaniesProfileSRB 1.0,
// github.com/ddexnet/dsrf schemas) through the statements route: SY10's usage-independent fees, money no
// SR08 record carries, are lines for review; SY10's FinalTotalAmount is checked; DE01 records are skipped.
import { db } from '@/lib/platform/db';
import { lineKey } from '@/lib/royalties/line-key';
import * as resolveRoute from '@/app/api/royalties/unmatched/[id]/route';
import { call } from '../../helpers/api';
import { groupsOf, linesOf } from '../../helpers/earning-groups';
import { catalog, createUser, expectBalanced, heldWith, fixture, importFile } from '../../helpers/statement-fixtures';

jest.setTimeout(120_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

describe('DDEX DSR Financial Reporting fees and deal-specific records', () => {
  it('SY10 usage-independent fees are lines without an identifier in the review queue, counted in the total', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    // SY10 1: SR08 lines allocate USD 5.50, fees MinimumGuaranteeTopUp 9.90 and MarketingFee 1.10, final
    // total 16.50; SY10 2 (GB): a minimum guarantee of USD 2.20 and no usage. A DE01 record after the SR08s.
    const dsr = fixture('ddex-dsr-financial-fees-srb.tsv', rel);
    const imp = await importFile(admin, dsr);
    await expectBalanced(imp);
    expect([imp.rowsRead, imp.matchedRows, imp.unmatchedRows, imp.skippedRows]).toEqual([7, 2, 2, 3]);
    expect(imp.summary).toMatchObject({ totalUsdCents: 1870, matchedUsdCents: 550, unmatchedUsdCents: 1320 });
    expect(imp.summary.skippedReasons).toEqual({
      'DSR header record (HEAD)': 1,
      "DSR deal-specific record (DE01): its cells are defined only by the sender's agreement with the recipient, not read": 1,
      footer: 1,
    });
    const all = await linesOf(imp.id);
    expect(all.map((l) => [l.status, l.isrc, l.upc, l.amount.toString(), l.currency, l.country, l.salePeriod])).toEqual(
      [
        ['unmatched', '', '', '11', 'USD', 'US', '2025-06'],
        ['unmatched', '', '', '2.2', 'USD', 'GB', '2025-06'],
      ],
    );
    // The SR08 records, matched by their ISRCs: one group each.
    const sums = async () =>
      (await groupsOf(imp.id)).map((g) => [
        g.rowNumber,
        g.trackId,
        g.lines,
        g.amount,
        g.currency,
        g.country,
        g.salePeriod,
      ]);
    expect(await sums()).toEqual([
      [null, rel.tracks[0].id, 1, '3.67', 'USD', 'US', '2025-06'],
      [null, rel.tracks[1].id, 1, '1.83', 'USD', 'US', '2025-06'],
    ]);
    expect(all[0]).toMatchObject({
      trackTitle: 'Usage-independent fee (MinimumGuaranteeTopUp, MarketingFee)',
      note: 'usage-independent fee of summary record 1 (SY10): MinimumGuaranteeTopUp 9.9 USD, MarketingFee 1.1 USD; not tied to any recording or release, assign it by hand',
    });
    expect(all[1].note).toMatch(/^usage-independent fee of summary record 2 \(SY10\): MinimumGuarantee 2.2 USD;/);
    // An admin assigns the fee to a track from the review queue: it is then paid like any matched row.
    const res = await call(resolveRoute.POST, {
      as: admin,
      params: { id: lineKey(imp.id, all[0].rowNumber) },
      body: { trackId: rel.tracks[0].id },
    });
    expect(res.status).toBe(200);
    // The fee matched by hand is a group of its own, with its row number.
    expect((await sums())[2]).toEqual([all[0].rowNumber, rel.tracks[0].id, 1, '11', 'USD', 'US', '2025-06']);
    const allocated = await db.earningAllocation.aggregate({
      where: { importId: imp.id },
      _sum: { amountCents: true },
    });
    expect(allocated._sum.amountCents).toBe(550 + 1100);
  });

  it('a report split into files repeats its summary records: their fees are paid with file 1 only', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const dsr = fixture('ddex-dsr-financial-fees-srb.tsv', rel);
    const second = dsr.replace('\t1\t1\t2025-06-01\t', '\t2\t2\t2025-06-01\t');
    const imp = await importFile(admin, second);
    await expectBalanced(imp);
    expect([imp.matchedRows, imp.unmatchedRows]).toEqual([2, 0]);
    expect(imp.summary.skippedReasons).toMatchObject({
      'DSR summary record (SY10) of the whole report, not checked against file 2 of 2': 2,
    });
    const first = await importFile(admin, dsr.replace('\t1\t1\t2025-06-01\t', '\t1\t2\t2025-06-01\t'));
    expect([first.matchedRows, first.unmatchedRows]).toEqual([2, 2]);
  });

  it("SY10's FinalTotalAmount must be its AllocatedRevenue plus its fees; its AllocatedRevenue is checked without SR08 records", async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const dsr = fixture('ddex-dsr-financial-fees-srb.tsv', rel);
    expect(await heldWith(admin, dsr.replace('\t15\t16.50\n', '\t15\t16.60\n'))).toBe(
      'The DSR summary record 1 (SY10) gives FinalTotalAmountInCurrencyOfAccounting USD 16.60 but its AllocatedRevenueInCurrencyOfAccounting 5.50 and usage-independent fees 11.00 total 16.50; the file is incomplete or inconsistent.',
    );
    // Fees given only in the CurrencyOfTransaction (EUR 9 and 1) are checked against that currency's cells.
    const inEur = dsr.replace('\t9|1\t9.90|1.10\t15\t16.50\n', '\t9|1\t\t15.5\t16.50\n');
    expect(await heldWith(admin, inEur, '{"EUR":"1.1"}')).toMatch(
      /^The DSR summary record 1 \(SY10\) gives FinalTotalAmountInCurrencyOfTransaction EUR 15.50 but its AllocatedRevenueInCurrencyOfTransaction 5.00 and usage-independent fees 10.00 total 15.00;/,
    );
    // Both SR08 records lost (and the footer's count with them): SY10 1 allocates USD 5.50 that no line carries.
    const lost = dsr.replace(/^SR08[^\n]*\n/gm, '').replace('SRFO\t7\t2', 'SRFO\t5\t2');
    expect(await heldWith(admin, lost)).toMatch(
      /^The DSR summary record 1 \(SY10\) gives AllocatedRevenueInCurrencyOfAccounting 5.50 USD but the usage lines naming it total 0\.$/,
    );
  });

  it("a fee accounted in another currency is converted at the statement's rate", async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    // SY10 2 accounted in EUR: its fee of EUR 2.20 at 1.1 is USD 2.42.
    const eur = fixture('ddex-dsr-financial-fees-srb.tsv', rel).replace(
      /^(SY10\t2\t.*)\tEUR\tUSD\t/m,
      '$1\tEUR\tEUR\t',
    );
    const imp = await importFile(admin, eur, { rates: '{"EUR":"1.1"}' });
    await expectBalanced(imp);
    expect(imp.summary).toMatchObject({ unmatchedUsdCents: 1100 + 242 });
  });
});
