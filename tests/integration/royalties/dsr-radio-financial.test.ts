// Held-out DDEX DSR files, written from DDEX's record definitions (github.com/ddexnet/dsrf schemas
// RadioBroadcastProfile 1.0 and FinancialReportingToRecordCompaniesProfileSRB 1.0) and kept aside while the
// rules core was built: a Radio report (SY08, RE01, AS01, SU05 broadcasts) and a Financial report of
// downloads (SY10 in CAD accounted in USD, SR08 with a return).
import { groupsOf } from '../../helpers/earning-groups';
import { catalog, createUser, expectBalanced, fixture, importFile } from '../../helpers/statement-fixtures';

jest.setTimeout(120_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

const sums = async (importId: string) =>
  (await groupsOf(importId)).map((g) => [g.trackId, g.amount, g.currency, g.country, g.salePeriod, g.units]);

describe('DDEX DSR Radio and Financial reports (held out)', () => {
  it('Radio 1.0: SU05 share their SY08 AllocatedRevenue by broadcasts of the RightsController', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    // SY08: AllocatedRevenue 9.00 for the label's 30 broadcasts (of 400, NetRevenue 250.00); SU05: 20 and 10.
    const imp = await importFile(admin, fixture('ddex-dsr-radio.tsv', rel));
    await expectBalanced(imp);
    expect([imp.rowsRead, imp.matchedRows, imp.unmatchedRows]).toEqual([8, 2, 0]);
    expect(imp.summary).toMatchObject({ totalUsdCents: 900, matchedUsdCents: 900 });
    expect(await sums(imp.id)).toEqual([
      [rel.tracks[0].id, '6', 'USD', 'US', '2025-06', 20],
      [rel.tracks[1].id, '3', 'USD', 'US', '2025-06', 10],
    ]);
  });

  it('Financial 1.0: SR08 lines of AllocatedRevenueInCurrencyOfAccounting, by their SalesTransactionDate', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    // SY10 7 (CA): AllocatedRevenueInCurrencyOfAccounting USD 4.20 = SR08 2.45 (8 less 1 returned) + 1.75 (5).
    const imp = await importFile(admin, fixture('ddex-dsr-financial-downloads.tsv', rel));
    await expectBalanced(imp);
    expect([imp.rowsRead, imp.matchedRows, imp.unmatchedRows]).toEqual([5, 2, 0]);
    expect(imp.summary).toMatchObject({ totalUsdCents: 420, matchedUsdCents: 420 });
    expect(await sums(imp.id)).toEqual([
      [rel.tracks[0].id, '2.45', 'USD', 'CA', '2025-05', 7],
      [rel.tracks[1].id, '1.75', 'USD', 'CA', '2025-05', 5],
    ]);
  });
});
