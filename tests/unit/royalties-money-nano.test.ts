// nanoOf (money.ts), read by character codes and remembered for the next call, against the plain rule it
// replaced: the digits as one Number, scaled to 1e-9 units; null past 9 decimals or 2^52.
import fc from 'fast-check';
import { cellNano, nanoOf, parseAmount } from '@/lib/royalties/import/money';

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

describe('cellNano', () => {
  /** What the DSR usage reader makes of a cell: parseAmount's plain decimal, then its nanoOf (null: none). */
  const generic = (cell: string) => {
    const a = parseAmount(cell);
    return a === null ? null : nanoOf(a);
  };
  const cells = fc.oneof(
    amount,
    fc.string({ maxLength: 12 }),
    fc.constantFrom(' 1.5', '1.5 ', '+2', '1,5', '$3', '007.50'),
  );

  it('reads a cell in its line as parseAmount and nanoOf would, or leaves it to them', () => {
    fc.assert(
      fc.property(cells, (cell) => {
        const line = `SU03\t1\t${cell}\tUS`;
        const n = cellNano(line, 7, 7 + cell.length);
        // Never a value of its own: the generic reading's, non-zero; or nothing (the record is read the generic way).
        if (n !== undefined) expect([n, n !== 0]).toEqual([generic(cell), true]);
      }),
      { numRuns: 5000 },
    );
  });

  it('reads the plain decimals of usage records itself', () => {
    const plain = fc
      .tuple(fc.boolean(), fc.integer({ min: 0, max: 9_999_999 }), fc.option(digits(9)))
      .map(([neg, i, f]) => `${neg ? '-' : ''}${i}${f ? `.${f}` : ''}`)
      // Zero is skipped, past 2^52 units summed as BigInts, past 15 digits (as written) read by parseAmount.
      .filter((c) => generic(c) !== 0 && generic(c) !== null && c.replace(/[-.]/g, '').length <= 15);
    fc.assert(
      fc.property(plain, (cell) => {
        expect(cellNano(`x\t${cell}\ty`, 2, 2 + cell.length)).toBe(generic(cell));
      }),
      { numRuns: 5000 },
    );
    expect([cellNano('-0.000', 0, 6), cellNano('0', 0, 1), cellNano('5.', 0, 2), cellNano('.5', 0, 2)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
