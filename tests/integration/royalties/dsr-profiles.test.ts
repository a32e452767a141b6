// DDEX DSR profiles by DDEX's own record definitions (github.com/ddexnet/dsrf schemas): files without header
// rows whose records are read by their HEAD's profile version (UGC 1.1's SU03.01 and LI01.01, Audio-visual
// 1.1's SY06.02, RE03.01, AS03.01, SU04.01 and CU01 cue records), each line paid what the standard makes payable.
import { groupsOf } from '../../helpers/earning-groups';
import { catalog, createUser, expectBalanced, fixture, importFile } from '../../helpers/statement-fixtures';

jest.setTimeout(120_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

const sums = async (importId: string) =>
  (await groupsOf(importId)).map((g) => [g.trackId, g.releaseId, g.amount, g.currency, g.country, g.salePeriod]);

describe('DDEX DSR profiles by their schemas', () => {
  it('UGC 1.1: SU03.01 (SalesTransactionId before SummaryRecordId) paid its LI01.01 AllocatedAmount', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    // SY02.01: the label's AllocatedRevenue 5.00 of NetRevenue 40.00; LI01.01 allocate 3.50 and 1.50.
    const imp = await importFile(admin, fixture('ddex-dsr-ugc-1.1.tsv', rel));
    await expectBalanced(imp);
    expect([imp.rowsRead, imp.matchedRows, imp.unmatchedRows]).toEqual([9, 2, 0]);
    expect(imp.summary).toMatchObject({ totalUsdCents: 500, matchedUsdCents: 500 });
    expect(imp.summary.skippedReasons).toMatchObject({
      "DSR licensor allocation (LI01.01): the amount due, paid on the usage record's line": 2,
      'DSR summary record (SY02.01)': 1,
    });
    expect(await sums(imp.id)).toEqual([
      [rel.tracks[0].id, rel.id, '3.5', 'USD', 'US', '2025-06'],
      [rel.tracks[1].id, rel.id, '1.5', 'USD', 'US', '2025-06'],
    ]);
  });

  it('Audio-visual 1.1: SU04.01 share their SY06.02 NetRevenue by Usages less Returns, by the release; CU01 skipped', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    // SY06.02 NetRevenue 12.00 for 10 usages; SU04.01 6 usages and 5 less 1 returned: 7.20 and 4.80.
    const imp = await importFile(admin, fixture('ddex-dsr-av.tsv', rel));
    await expectBalanced(imp);
    expect([imp.rowsRead, imp.matchedRows, imp.unmatchedRows]).toEqual([8, 2, 0]);
    expect(imp.summary).toMatchObject({ totalUsdCents: 1200, matchedUsdCents: 1200 });
    expect(imp.summary.skippedReasons).toMatchObject({
      'DSR cue record (CU01): a creation used in a video resource, without sales, usages or revenue of its own': 1,
      'DSR release record (RE03.01)': 1,
      'DSR resource record (AS03.01)': 1,
    });
    // No ISRC on a video resource: one line of the release (its ICPN), 7.20 + 4.80.
    expect(await sums(imp.id)).toEqual([[null, rel.id, '12', 'USD', 'US', '2025-06']]);
  });
});
