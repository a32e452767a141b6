// Bandcamp rows that take a sale back (reversals, refunds): always deductions, and a reversal whose net
// amount the export leaves blank is worked out from its own cells (sources in docs/royalties.md).
import { db } from '@/lib/platform/db';
import * as statementRoute from '@/app/api/royalties/statements/[id]/route';
import { runStatementImport } from '@/lib/royalties/import/run';
import { call } from '../../helpers/api';
import { groupsOf } from '../../helpers/earning-groups';
import { catalog, createUser, fixture, importFile, upload } from '../../helpers/statement-fixtures';

jest.setTimeout(120_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

/** The matched rows as stored, summed per (track or release, month, store, country, currency). */
const sums = async (importId: string) =>
  (await groupsOf(importId)).map((g) => [g.trackId, g.salePeriod, g.country, g.lines, g.units, g.amount]);
const earnedBy = async (userId: string) =>
  (await db.earningAllocation.aggregate({ where: { userId }, _sum: { amountCents: true } }))._sum.amountCents ?? 0;

describe('Bandcamp reversals', () => {
  it('a reversal with a blank net amount takes back its sale: sub total less assessed revenue share less transaction fee', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const imp = await importFile(admin, fixture('bandcamp-reversal.csv', rel));
    expect(imp.layout).toBe('bandcamp-full');
    expect(imp.status).toBe('completed');
    expect({ rows: imp.rowsRead, matched: imp.matchedRows, skipped: imp.skippedRows }).toEqual({
      rows: 6,
      matched: 5,
      skipped: 1,
    });
    // Each take-back falls in its sale's group (same release or track, month and country): the album's
    // row 2 (1, 5.75) with row 7's reversal, -7 - (-0.7) - (-0.55) = -5.75, taken back whole; Song One's
    // row 3 (1, 8.38) with row 6's refund (-1, -8.38). Song Two's row 4 (1, 17.26) stands.
    expect(await sums(imp.id)).toEqual([
      [null, '2020-01', 'US', 2, 0, '0'],
      [rel.tracks[0].id, '2020-01', 'DE', 2, 0, '0'],
      [rel.tracks[1].id, '2020-01', 'US', 1, 1, '17.26'],
    ]);
    expect(imp.summary).toMatchObject({ totalUsdCents: 1726, skippedReasons: { payout: 1 } });
    expect(await earnedBy(owner.id)).toBe(1726);
  });

  it('a take-back is a deduction whatever its sign; one that cannot be worked out fails the import naming its row', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const full = fixture('bandcamp-full.csv', rel);
    const header = full.split('\n', 1)[0];
    const columns = header.split(',');
    const cells = (over: Record<string, string>) => columns.map((c) => over[c] ?? '').join(',');
    const sale = cells({
      date: '2/1/25 10:00am',
      'item type': 'album',
      'item name': 'Test Album',
      artist: 'Test Artist',
      currency: 'USD',
      'net amount': '9.50',
      upc: rel.upc!,
    });
    // Written with a positive amount: still taken back.
    const positive = cells({
      date: '2/9/25 10:00am',
      'item type': 'reversal',
      'item name': 'Test Album',
      artist: 'Test Artist',
      currency: 'USD',
      'net amount': '9.50',
      quantity: '1',
      upc: rel.upc!,
    });
    const imp = await importFile(admin, `${header}\n${sale}\n${positive}\n`);
    // The sale (no quantity: 0 units, 9.50) and its take-back (-1, -9.50) are one group: they cancel out.
    expect(await sums(imp.id)).toEqual([[null, '2025-02', '', 2, -1, '0']]);
    expect(imp.summary).toMatchObject({ totalUsdCents: 0 });

    // This export has no assessed revenue share column: a blank net amount cannot be worked out.
    const blank = cells({
      date: '2/10/25 10:00am',
      'item type': 'reversal',
      'item name': 'Test Album',
      artist: 'Test Artist',
      currency: 'USD',
      'sub total': '-9.99',
      'transaction fee': '-0.49',
      upc: rel.upc!,
    });
    const res = await upload(admin, `${header}\n${sale}\n${blank}\n`);
    expect(res.status).toBe(202);
    await runStatementImport(res.json.id);
    const view = await call(statementRoute.GET, { as: admin, params: { id: res.json.id } });
    expect(view.json).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(
        /^Row 3: a reversal row \(a sale taken back\) with no net amount, and no assessed revenue share column to work it out from/,
      ),
    });
  });
});
