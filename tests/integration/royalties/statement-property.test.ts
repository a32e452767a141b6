// Property: for any generated statement, every row is accounted for (rowsRead = matched + unmatched +
// skipped) and the cents allocated equal the statement's matched total rounded once to the cent.
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { db } from '@/lib/platform/db';
import { catalog, createUser, importFile } from '../../helpers/statement-fixtures';

jest.setTimeout(300_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

const Exact = Decimal.clone({ precision: 80 });

it('accounts for every row and allocates exactly the rounded matched total', async () => {
  const admin = await createUser('admin');
  const owner = await createUser('artist');
  const rel = await catalog(owner.id);
  const isrcs = rel.tracks.map((t) => t.isrc!);
  const row = fc.record({
    kind: fc.constantFrom('isrc', 'upc', 'unknown', 'title', 'none', 'zero'),
    track: fc.integer({ min: 0, max: 1 }),
    cents: fc.integer({ min: -5_000_000, max: 5_000_000 }),
    extra: fc.integer({ min: 0, max: 999_999_999 }),
    month: fc.integer({ min: 1, max: 12 }),
  });
  let run = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 40 }), async (rows) => {
      run += 1;
      const lines = rows.map((r, i) => {
        const amount =
          r.kind === 'zero' ? '0.00' : new Exact(r.cents).div(100).plus(new Exact(r.extra).div(1e14)).toFixed();
        const id =
          r.kind === 'isrc'
            ? `${isrcs[r.track]},`
            : r.kind === 'upc'
              ? `,${rel.upc}`
              : r.kind === 'unknown'
                ? `QZNONE${String(i).padStart(6, '0')},`
                : r.kind === 'zero'
                  ? `${isrcs[0]},`
                  : ',';
        const title = r.kind === 'title' ? `Song ${i},Someone` : ',';
        return `${id},${title},${amount},2025-${String(r.month).padStart(2, '0')},P${run}-${i}`;
      });
      const csv = `isrc,upc,track_title,artist,net_amount,sale_period,store\n${lines.join('\n')}\n`;
      const imp = await importFile(admin, csv);
      expect(imp.status).toBe('completed');
      expect(imp.rowsRead).toBe(rows.length);
      expect(imp.rowsRead).toBe(imp.matchedRows + imp.unmatchedRows + imp.skippedRows);
      const matchedExact = rows
        .map((r, i) => ({ r, amount: lines[i].split(',')[4] }))
        .filter(({ r }) => r.kind === 'isrc' || r.kind === 'upc')
        .reduce((s, { amount }) => s.plus(amount), new Exact(0));
      const rounded = matchedExact.times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
      const allocated =
        (await db.earningAllocation.aggregate({ where: { importId: imp.id }, _sum: { amountCents: true } }))._sum
          .amountCents ?? 0;
      expect(allocated).toBe(imp.summary.allocatedCents);
      expect(allocated).toBe(Object.is(rounded, -0) ? 0 : rounded);
    }),
    { numRuns: 12 },
  );
});
