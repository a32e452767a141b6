// Apple financial reports: the footer's Total_Units is checked, as the units of the sales rows (a free
// promo-code sale counted, returns not), the rule of the public report this fixture is modelled on.
import * as statementRoute from '@/app/api/royalties/statements/[id]/route';
import { runStatementImport } from '@/lib/royalties/import/run';
import { call } from '../../helpers/api';
import { catalog, createUser, fixture, importFile, upload } from '../../helpers/statement-fixtures';

jest.setTimeout(120_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

describe('Apple Total_Units', () => {
  it('counts the sales rows, a free one too, and not the returns; any other count fails the import', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const text = fixture('apple-financial-units.txt', rel);
    const imp = await importFile(admin, text, { rates: '{"EUR":"1.1"}' });
    expect(imp.layout).toBe('apple');
    expect(imp.status).toBe('completed');
    // The free promo-code row (2 units, 0.00) is skipped as a zero amount, but its units are in Total_Units.
    expect({ rows: imp.rowsRead, matched: imp.matchedRows, skipped: imp.skippedRows }).toEqual({
      rows: 9,
      matched: 5,
      skipped: 4,
    });
    expect(imp.summary).toMatchObject({ byCurrency: { EUR: '11.9' } });

    // The signed sum (19, the return taken off) and every unit (21, the return added) are not Apple's count.
    for (const [units, sum] of [
      ['19', 20],
      ['21', 20],
    ] as const) {
      const res = await upload(admin, text.replace('Total_Units\t20', `Total_Units\t${units}`), {
        rates: '{"EUR":"1.1"}',
      });
      expect(res.status).toBe(202);
      await runStatementImport(res.json.id);
      const view = await call(statementRoute.GET, { as: admin, params: { id: res.json.id } });
      expect(view.json).toMatchObject({
        status: 'failed',
        error: `The footer says Total_Units ${units} but the sales rows add up to ${sum} units (returns are not counted in it); the file may be cut short or edited.`,
      });
    }
  });
});
