// Layouts of real distributor exports found in public repositories (docs/royalties.md names each source):
// each is detected from the file alone and read with its own columns, currency and dates.
import { groupsOf, linesOf } from '../../helpers/earning-groups';
import { catalog, createUser, expectBalanced, fixture, importFile } from '../../helpers/statement-fixtures';

jest.setTimeout(120_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

describe('real export layouts', () => {
  it('Believe (semicolon CSV, quoted): its own layout, amounts in the Client Payment Currency, the Sales Month as the period', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const imp = await importFile(admin, fixture('believe.csv', rel), { rates: '{"EUR":"1.1"}' });
    expect({ layout: imp.layout, store: imp.store }).toEqual({ layout: 'believe', store: 'Believe' });
    await expectBalanced(imp);
    expect({ read: imp.rowsRead, matched: imp.matchedRows, unmatched: imp.unmatchedRows }).toEqual({
      read: 4,
      matched: 3,
      unmatched: 1,
    });
    // EUR at 1.1: June 3.52512 -> 3.877632; July 1.8105 - 0.5865 + 0.17 = 1.394 -> 1.5334; 5.411032 in all.
    expect(imp.summary).toMatchObject({ totalUsdCents: 541, byMonth: { '2025-06': 388, '2025-07': 153 } });
    // Matched rows are stored summed per (track, month, store, country, currency): one row each here.
    const gs = await groupsOf(imp.id);
    expect(
      gs.map((g) => [g.store, g.country, g.salePeriod, g.lines, g.units, g.currency, g.amount, g.trackId]),
    ).toEqual([
      ['Spotify', 'DE', '2025-06', 1, 1200, 'EUR', '3.52512', rel.tracks[0].id],
      ['Apple Music', 'FR', '2025-07', 1, 300, 'EUR', '1.8105', rel.tracks[1].id],
      ['iTunes', 'GB', '2025-07', 1, -1, 'EUR', '-0.5865', rel.tracks[1].id],
    ]);
    const ls = await linesOf(imp.id);
    expect(ls.map((l) => [l.store, l.country, l.units, l.currency, l.amount.toString()])).toEqual([
      ['Deezer', 'FR', 50, 'EUR', '0.17'],
    ]);
  });

  it('The Orchard (semicolon CSV, decimal commas): its own layout, the Activity Period (2025M6) as the period, an album download by its Product UPC', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const imp = await importFile(admin, fixture('orchard.csv', rel), { rates: '{"EUR":"1.1"}' });
    expect({ layout: imp.layout, store: imp.store }).toEqual({ layout: 'orchard', store: 'The Orchard' });
    await expectBalanced(imp);
    expect({ read: imp.rowsRead, matched: imp.matchedRows, unmatched: imp.unmatchedRows }).toEqual({
      read: 4,
      matched: 3,
      unmatched: 1,
    });
    // EUR at 1.1: June 4.305 -> 4.7355; July 0.18081 + 4.8951 + 0.14 = 5.21591 -> 5.737501; 10.473001 in all,
    // the months' cents apportioned to add up to it.
    expect(imp.summary).toMatchObject({ totalUsdCents: 1047, byMonth: { '2025-06': 473, '2025-07': 574 } });
    // The matched rows' track (by ISRC) or release (the album download, by its Product UPC).
    const gs = await groupsOf(imp.id);
    expect(
      gs.map((g) => [g.store, g.salePeriod, g.lines, g.units, g.currency, g.amount, g.trackId, g.releaseId]),
    ).toEqual([
      ['Spotify', '2025-06', 1, 1500, 'EUR', '4.305', rel.tracks[0].id, rel.id],
      ['YouTube', '2025-07', 1, 700, 'EUR', '0.18081', rel.tracks[1].id, rel.id],
      ['iTunes', '2025-07', 1, 1, 'EUR', '4.8951', null, rel.id],
    ]);
    const ls = await linesOf(imp.id);
    expect(ls.map((l) => [l.store, l.salePeriod, l.units, l.currency, l.amount.toString(), l.isrc, l.upc])).toEqual([
      ['Deezer', '2025-07', 50, 'EUR', '0.14', 'FRXXX2500001', '3610000000001'],
    ]);
  });

  it('SD digital statement (CSV): its own layout, the ISRC in Product ID, the store in Digital Service Provider_Subdescription, an album row by its UPC', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const imp = await importFile(admin, fixture('sd-digital.csv', rel));
    expect({ layout: imp.layout, currency: imp.currency }).toEqual({ layout: 'sd-digital', currency: 'USD' });
    await expectBalanced(imp);
    expect({ read: imp.rowsRead, matched: imp.matchedRows, unmatched: imp.unmatchedRows }).toEqual({
      read: 4,
      matched: 3,
      unmatched: 1,
    });
    // July 0.0437368017931 (4.37 cents), August 6.993 (699.3): 704 in all, the extra cent to the larger remainder.
    expect(imp.summary).toMatchObject({ totalUsdCents: 704, byMonth: { '2025-07': 5, '2025-08': 699 } });
    // The matched rows' track (the ISRC in Product ID) or release, where their codes and titles were read.
    const gs = await groupsOf(imp.id);
    expect(gs.map((g) => [g.store, g.country, g.lines, g.units, g.amount, g.trackId, g.releaseId])).toEqual([
      ['Tidal', 'US', 1, 1, '0.01093420044805', rel.tracks[0].id, rel.id],
      ['Tidal', 'US', 1, 2, '0.02186840089695', rel.tracks[1].id, rel.id],
      // An album download: no Product ID nor Product Title, matched by its UPC to the release.
      ['iTunes', 'DE', 1, 1, '6.993', null, rel.id],
    ]);
    const ls = await linesOf(imp.id);
    expect(ls.map((l) => [l.store, l.country, l.units, l.isrc, l.upc, l.trackTitle])).toEqual([
      ['Tidal', 'US', 1, 'FRXXX2500001', '3610000000001', 'Not Ours'],
    ]);
  });
});
