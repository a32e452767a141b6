// nanoOf (money.ts), read by character codes and remembered for the next call, against the plain rule it
// replaced: the digits as one Number, scaled to 1e-9 units; null past 9 decimals or 2^52.
import fc from 'fast-check';
import { cellAmount, nanoOf, parseAmount, toUsd } from '@/lib/royalties/import/money';

const LIMIT = 2 ** 52;
function reference(amount: string): number | null {
  const dot = amount.indexOf('.');
  const decimals = dot < 0 ? 0 : amount.length - dot - 1;
  if (decimals > 9) return null;
  const v = Number(dot < 0 ? amount : amount.slice(0, dot) + amount.slice(dot + 1)) * 10 ** (9 - decimals);
  return v < LIMIT && v > -LIMIT ? v : null;
}

const digits = (max: number) => fc.stringMatching(new RegExp(`^[0-9]{0,${max}}$`));
/** Plain decimals as parseAmount writes them, and the odd strings nanoOf may still be given. */
const amount = fc.oneof(
  fc
    .tuple(fc.boolean(), digits(20), fc.option(digits(12)))
    .map(([neg, i, f]) => `${neg ? '-' : ''}${i}${f === null ? '' : `.${f}`}`),
  fc.constantFrom('', '-', '.', '-.5', '5.', '-0', '0', '9007199254740993', '4503599627.370496', '1e5', '1.2.3'),
);

describe('nanoOf', () => {
  it('is the digits scaled to 1e-9 units, exactly as Number reads them', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        // Asked again after another amount and right after itself (the remembered value).
        expect([nanoOf(a), nanoOf(b), nanoOf(a), nanoOf(a)]).toEqual([
          reference(a),
          reference(b),
          reference(a),
          reference(a),
        ]);
      }),
      { numRuns: 2000 },
    );
  });

  it('is the same right after parseAmount, which remembers the value of the plain decimals it reads', () => {
    const raw = fc
      .tuple(fc.boolean(), digits(12), fc.option(digits(12)))
      .map(([neg, i, f]) => `${neg ? '-' : ''}${i || '0'}${f === null ? '' : `.${f || '0'}`}`);
    fc.assert(
      fc.property(raw, amount, (r, other) => {
        nanoOf(other);
        const a = parseAmount(r)!;
        expect(Object.is(nanoOf(a), reference(a))).toBe(true);
      }),
      { numRuns: 5000 },
    );
    expect([parseAmount('-0.000'), nanoOf('0')]).toEqual(['0', 0]);
    expect(Object.is(nanoOf(parseAmount('-0.000')!), 0)).toBe(true);
  });
});

describe('cellAmount', () => {
  /** What the DSR usage reader makes of a cell: parseAmount's plain decimal in 1e-16 units (null: none). */
  const generic = (cell: string) => {
    const a = parseAmount(cell);
    return a === null ? null : toUsd(a, 1_000_000_000_000n);
  };
  /** cellAmount of the cell in a line, in 1e-16 units, or undefined */
  const read = (cell: string) => {
    const out = { nano: 0, fine: 0 };
    const line = `SU03\t1\t${cell}\tUS`;
    if (!cellAmount(line, 7, 7 + cell.length, out)) return undefined;
    expect([Number.isSafeInteger(out.nano), Number.isSafeInteger(out.fine)]).toEqual([true, true]);
    return BigInt(out.nano) * 10_000_000n + BigInt(out.fine);
  };
  const cells = fc.oneof(
    amount,
    fc.string({ maxLength: 12 }),
    fc.constantFrom(' 1.5', '1.5 ', '+2', '1,5', '$3', '007.50', '0.00000000000000001'),
  );

  it('reads a cell in its line as parseAmount and toUsd would, or leaves it to them', () => {
    fc.assert(
      fc.property(cells, (cell) => {
        const v = read(cell);
        // Never a value of its own: the generic reading's, non-zero; or nothing (the record is read the generic way).
        if (v !== undefined) expect([v, v !== 0n]).toEqual([generic(cell), true]);
      }),
      { numRuns: 5000 },
    );
  });

  it('reads the plain decimals of usage records itself, to 16 decimals', () => {
    const plain = fc
      .tuple(fc.boolean(), fc.integer({ min: 0, max: 4_000_000 }), fc.option(digits(16)))
      .map(([neg, i, f]) => `${neg ? '-' : ''}${i}${f ? `.${f}` : ''}`)
      // Zero is skipped; past 15 digits to the 9th decimal (as written) read by parseAmount.
      .filter(
        (c) =>
          generic(c) !== 0n && c.replace(/[-.]/g, '').length - Math.max(0, (c.split('.')[1] ?? '').length - 9) <= 15,
      );
    fc.assert(
      fc.property(plain, (cell) => {
        expect(read(cell)).toBe(generic(cell));
      }),
      { numRuns: 5000 },
    );
    expect([read('-0.000'), read('0'), read('5.'), read('.5'), read('1.00000000000000001')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect([read('0.0000000000001'), read('-12.3400000000000005')]).toEqual([1_000n, -123_400_000_000_000_005n]);
  });
});
