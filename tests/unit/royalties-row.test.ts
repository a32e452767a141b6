import fc from 'fast-check';
import Decimal from 'decimal.js';
import { parseRow, toPeriod, toUsdMicros } from '@/lib/royalties/import/row';
import { DEFAULT_TEMPLATE, indexColumns } from '@/lib/royalties/import/mapping';

/** decimal.js with enough precision to be exact here (its default of 20 significant digits is not). */
const Exact = Decimal.clone({ precision: 60 });

describe('toUsdMicros', () => {
  it('equals decimal.js half-even rounding to micro-dollars for any amount and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.integer({ min: 0, max: 9_999_999_999 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 99_999_999_999 }),
        (int, frac, fracLen, rateInt) => {
          const amount = fracLen === 0 ? String(int) : `${int}.${String(frac).padStart(10, '0').slice(0, fracLen)}`;
          const rate = new Decimal(rateInt).dividedBy(1e8);
          const expected = new Exact(amount)
            .times(rate.toString())
            .toDecimalPlaces(6, Decimal.ROUND_HALF_EVEN)
            .times(1e6)
            .toFixed(0);
          expect(toUsdMicros(amount, rate).toString()).toBe(expected);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('parseRow', () => {
  const header = ['isrc', 'net_amount', 'units', 'sale_period', 'currency'];
  const cols = indexColumns(header, DEFAULT_TEMPLATE);
  const d = { store: 'Spotify', period: '2026-09', currency: 'EUR', rate: new Decimal('1.1') };
  it('normalises a row and converts it', () => {
    expect(parseRow(['usmms2600001', '.5', '12', '20260815', ''], 2, cols, d)).toMatchObject({
      isrc: 'USMMS2600001',
      amount: '0.5',
      units: 12,
      salePeriod: '2026-08',
      currency: 'EUR',
      usdMicros: 550_000n,
      store: 'Spotify',
    });
    expect(toPeriod('2026-13')).toBeNull();
  });
  it.each([
    [['X', '1,5', '1', '', ''], /net_amount "1,5" is not a number/],
    [['X', '1', '1.5', '', ''], /units "1.5" is not a whole number/],
    [['X', '1', '1', '2026/09', ''], /sale_period "2026\/09" is not a month/],
    [['X', '1', '1', '', 'USD'], /currency USD differs/],
    [['', '1', '1', '', ''], /neither an ISRC nor a UPC/],
  ])('refuses %j with the row number', (rec, message) => {
    expect(() => parseRow(rec, 7, cols, d)).toThrow(message);
    expect(() => parseRow(rec, 7, cols, d)).toThrow(/^Row 7: /);
  });
});
