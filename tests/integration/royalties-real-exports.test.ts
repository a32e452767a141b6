// Layouts of real distributor exports found in public repositories (docs/royalties.md names each source):
// each is detected from the file alone and read with its own columns, currency and dates.
import { db } from '@/lib/db';
import { catalog, createUser, expectBalanced, fixture, importFile } from '../helpers/statement-fixtures';

jest.setTimeout(120_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

const lines = (importId: string) => db.earningLine.findMany({ where: { importId }, orderBy: { rowNumber: 'asc' } });

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
    const ls = await lines(imp.id);
    expect(ls.map((l) => [l.store, l.country, l.units, l.currency, l.amount.toString()])).toEqual([
      ['Spotify', 'DE', 1200, 'EUR', '3.52512'],
      ['Apple Music', 'FR', 300, 'EUR', '1.8105'],
      ['iTunes', 'GB', -1, 'EUR', '-0.5865'],
      ['Deezer', 'FR', 50, 'EUR', '0.17'],
    ]);
  });
});
