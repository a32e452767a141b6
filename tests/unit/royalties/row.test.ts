import fc from 'fast-check';
import Decimal from 'decimal.js';
import {
  apportionCents,
  interpretRow,
  parseAmount,
  rowUsd,
  scaleRate,
  toPeriod,
  toUsd,
  usdToCents,
  type RowRules,
} from '@/lib/royalties/import/csv/row';
import { indexPreset } from '@/lib/royalties/import/csv/layouts';
import { DEFAULT_TEMPLATE } from '@/lib/royalties/import/csv/presets';

/** decimal.js with enough precision to be exact here (its default of 20 significant digits is not). */
const Exact = Decimal.clone({ precision: 80 });

describe('toUsd', () => {
  it('equals decimal.js half-even rounding to 16 places for any amount and rate', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.integer({ min: 0, max: 18 }),
        fc.integer({ min: 1, max: 99_999_999_999 }),
        (neg, int, frac, fracLen, rateInt) => {
          const digits = fracLen === 0 ? String(int) : `${int}.${String(frac).padStart(18, '0').slice(0, fracLen)}`;
          const amount = neg && /[1-9]/.test(digits) ? `-${digits}` : digits;
          const rate = new Decimal(rateInt).dividedBy(1e8).toString();
          const expected = new Exact(amount)
            .times(rate)
            .toDecimalPlaces(16, Decimal.ROUND_HALF_EVEN)
            .times('1e16')
            .toFixed(0);
          expect(toUsd(amount, scaleRate(rate)).toString()).toBe(expected === '-0' ? '0' : expected);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('parseAmount', () => {
  it.each([
    ['1,234.56', '1234.56'],
    ['1.234,56', '1234.56'],
    ['0,5', '0.5'],
    ['$12.30', '12.3'],
    ['(4.10)', '-4.1'],
    ['4.10-', '-4.1'],
    ['-0.000000000000123', '-0.000000000000123'],
    ['1.5E-7', '0.00000015'],
    ['€ 3', '3'],
    ['abc', null],
    ['', null],
    ['-0.00', '0'],
    // Excel's Accounting format shows zero as a dash.
    [' $ -   ', '0'],
    ['-', '0'],
  ])('%s -> %s', (raw, out) => expect(parseAmount(raw)).toBe(out));

  it('reads any plain decimal as its shortest exact form (leading and trailing zeros, signs)', () => {
    const digits = fc.stringMatching(/^[0-9]{1,14}$/);
    fc.assert(
      fc.property(fc.boolean(), digits, fc.option(digits), (neg, int, frac) => {
        const raw = `${neg ? '-' : ''}${int}${frac === null ? '' : `.${frac}`}`;
        const d = new Decimal(raw);
        expect(parseAmount(raw)).toBe(d.isZero() ? '0' : d.toFixed());
      }),
      { numRuns: 3000 },
    );
  });
});

describe('toPeriod', () => {
  it.each([
    ['2025-06', '2025-06'],
    ['2025-06-30', '2025-06'],
    ['2025-06-14T10:00:00Z', '2025-06'],
    ['20250614', '2025-06'],
    ['6/14/2025', '2025-06'],
    ['06/14/25 11:22am', '2025-06'],
    ['Jun-25', '2025-06'],
    ['June 2025', '2025-06'],
    ['Sept 2025', '2025-09'],
    ['04 Jan 2021 23:22:11 GMT', '2021-01'],
    ['January 4, 2021', '2021-01'],
    ['2025-06-01--2025-06-30', '2025-06'],
    // The Orchard's periods.
    ['2017M10', '2017-10'],
    ['2017M9', '2017-09'],
    ['2017M13', null],
    // Excel date serials (1900 date system): 40729 is July 5, 2011 and 35796 January 1, 1998, as published.
    ['40729', '2011-07'],
    ['35796', '1998-01'],
    ['45809.75', '2025-06'],
    ['1234', null],
    ['2026-13', null],
    ['soon', null],
  ])('%s -> %s', (raw, out) => expect(toPeriod(raw)).toBe(out));
  it('reads dd/mm/yyyy for the presets that write it', () => {
    expect(toPeriod('03/04/2025', 'dmy')).toBe('2025-04');
    expect(toPeriod('03/04/2025', 'mdy')).toBe('2025-03');
    expect(toPeriod('25/04/2025', 'mdy')).toBe('2025-04');
  });
});

describe('interpretRow', () => {
  const header = ['isrc', 'net_amount', 'units', 'sale_period', 'currency', 'track_title', 'artist', 'row_type'];
  const cols = indexPreset(DEFAULT_TEMPLATE, header);
  const rules: RowRules = {
    dateOrder: 'mdy',
    currency: 'EUR',
    store: 'Spotify',
    period: '2026-09',
    rates: new Map([['EUR', scaleRate('1.1')]]),
    skipKinds: { payout: 'payout' },
  };
  it('normalises a row and converts it', () => {
    const out = interpretRow(['us-mms-26-00001', '.5', '12', '20260815', '', '', '', ''], 2, cols, rules);
    expect(out).toMatchObject({
      t: 'row',
      row: { isrc: 'USMMS2600001', amount: '0.5', units: 12, salePeriod: '2026-08', currency: 'EUR', store: 'Spotify' },
    });
    expect(out.t === 'row' && usdToCents(rowUsd(out.row))).toBe(55);
  });
  it('queues a revenue row without any code, title or artist with its amount and a note', () => {
    const out = interpretRow(['', '2.50', '1', '', '', '', '', 'shipping'], 4, cols, rules);
    expect(out).toMatchObject({
      t: 'row',
      row: {
        isrc: '',
        upc: '',
        amount: '2.5',
        note: 'no ISRC, UPC, or title and artist (shipping): assign it by hand',
      },
    });
  });
  it('keeps refunds as negative rows', () => {
    const out = interpretRow(['USMMS2600001', '-2.00', '-1', '', '', '', '', ''], 3, cols, rules);
    expect(out).toMatchObject({ t: 'row', row: { amount: '-2', units: -1 } });
  });
  it.each([
    [['', '1', '1', '', '', 'Song', 'Artist', ''], 'row'],
    // Revenue without a code, title or artist: a row for the review queue, never skipped.
    [['', '1', '1', '', '', '', '', 'shipping'], 'row'],
    [['', '0', '1', '', '', '', '', 'shipping'], 'skip:zero amount'],
    [['X1', '0.00', '4', '', '', '', '', ''], 'skip:zero amount'],
    [['X1', '3', '1', '', '', '', '', 'payout'], 'skip:payout'],
    [['X1', 'abc', '1', '', '', '', '', ''], 'refuse:net_amount "abc" is not a number'],
    [
      ['X1', '1', '1', '', 'GBP', '', '', ''],
      'refuse:the amount is in GBP, which has no exchange rate: give the USD rate of GBP (such as {"GBP":1.08}) and upload the file again',
    ],
    [['X1', '1', '1', 'someday', '', '', '', ''], 'refuse:sale date "someday" is not a date or month'],
  ])('%j -> %s', (rec, expected) => {
    const out = interpretRow(rec, 5, cols, rules);
    expect(out.t === 'row' ? 'row' : out.t === 'header' ? 'header' : `${out.t}:${out.reason}`).toBe(expected);
  });
});

describe('interpretRow with an exchange rate column', () => {
  const header = ['isrc', 'net_amount', 'currency', 'exchange_rate'];
  const cols = indexPreset(DEFAULT_TEMPLATE, header);
  const rules: RowRules = {
    dateOrder: 'mdy',
    currency: 'USD',
    store: 'Spotify',
    period: '2026-09',
    rates: new Map([
      ['USD', scaleRate('1')],
      ['EUR', scaleRate('1.1')],
    ]),
  };
  const usdCents = (rec: string[]) => {
    const out = interpretRow(rec, 2, cols, rules);
    return out.t === 'row' ? usdToCents(rowUsd(out.row)) : `${out.t}:${out.t === 'header' ? '' : out.reason}`;
  };
  it('converts a row of a currency without a statement rate by its own rate', () => {
    expect(usdCents(['X1', '100', 'GBP', '1.25'])).toBe(12500);
    expect(interpretRow(['X1', '100', 'GBP', '1.25'], 2, cols, rules)).toMatchObject({ row: { ownRate: true } });
  });
  it("prefers the statement's rate for a currency it has one for", () => {
    expect(usdCents(['X1', '100', 'EUR', '2'])).toBe(11000);
  });
  it('refuses a row without any rate, and a rate that is not a positive number', () => {
    expect(usdCents(['X1', '100', 'JPY', ''])).toMatch(/^refuse:the amount is in JPY, which has no exchange rate/);
    expect(usdCents(['X1', '100', 'GBP', '-1'])).toBe('refuse:exchange rate "-1" is not a positive number');
  });
});

describe('apportionCents', () => {
  it('splits a rounded total exactly over signed values, each part within a cent of its value', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), { minLength: 1, maxLength: 30 }),
        (vals) => {
          const total = vals.reduce((a, b) => a + b, 0n);
          const cents = usdToCents(total);
          const parts = apportionCents(cents, vals);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(cents);
          parts.forEach((p, i) => {
            const exact = Number(vals[i]) / 1e14;
            expect(Math.abs(p - exact)).toBeLessThanOrEqual(1.0001 + Math.abs(exact) * 1e-12);
          });
        },
      ),
      { numRuns: 1000 },
    );
  });
});
