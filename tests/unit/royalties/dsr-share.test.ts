// A DSR summary record's revenue shared by whole usages for lines read from their text (DsrSummary.shareWhole,
// the quick lane's) against share(): the one rule, in BigInts, the same revenue line after line with lines
// read either way in any order; a share that is zero or does not fit the row's units is left to share().
import fc from 'fast-check';
import { DsrSummary } from '@/lib/royalties/import/dsr/summaries';
import { toUsd } from '@/lib/royalties/import/money';

const ONE = 1_000_000_000_000n;
const summary = (net: string, total: string) => DsrSummary.of('1', 'SY02', 'USD', 'WW', net, total, null);
/** 1e-16 units of a decimal string */
const units = (v: string) => toUsd(v, ONE);
/** 1e-16 units of what shareWhole gave, or undefined */
const whole = (s: DsrSummary, u: number) => {
  const w = { nano: 0, fine: 0 };
  if (!s.shareWhole(u, w)) return undefined;
  return BigInt(w.nano) * 10_000_000n + BigInt(w.fine);
};

describe('DsrSummary.shareWhole', () => {
  it('gives each line what share() gives it, read either way', () => {
    const net = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 22n }), fc.integer({ min: 0, max: 16 }))
      .map(([v, d]) =>
        d === 0 ? v.toString() : `${v / 10n ** BigInt(d)}.${(v % 10n ** BigInt(d)).toString().padStart(d, '0')}`,
      );
    const total = fc.oneof(fc.integer({ min: 1, max: 5000 }), fc.bigInt({ min: 1n, max: 2n ** 56n }));
    const lines = fc.array(fc.tuple(fc.integer({ min: 0, max: 999_999_999 }), fc.boolean()), { maxLength: 60 });
    fc.assert(
      fc.property(net, total, lines, (n, t, ls) => {
        const exact = summary(n, String(t));
        const mixed = summary(n, String(t));
        let taken = 0;
        for (const [u, quick] of ls) {
          const want = units(exact.share(String(u)));
          const read = quick ? whole(mixed, u) : undefined;
          if (read !== undefined) taken++;
          expect(read ?? units(mixed.share(String(u)))).toBe(want);
          // A zero revenue is left to share(), which gives the line as skipped.
          if (read !== undefined) expect(want).not.toBe(0n);
        }
        return taken >= 0;
      }),
      { numRuns: 3000 },
    );
  });

  it('reads the lines of a usual statement, and leaves a line without usages to share()', () => {
    // 9.78 million USD over 2.5 billion streams (lines worth up to 19.55 USD), and 19,550.27 USD over the same.
    for (const net of ['9775000.123456', '19550.27']) {
      const s = summary(net, '2500000000');
      const exact = summary(net, '2500000000');
      for (let i = 0; i < 2000; i++) {
        const u = 1 + ((i * 31) % 5000);
        const got = whole(s, u);
        expect(got).toBeDefined();
        expect(got).toBe(units(exact.share(String(u))));
      }
    }
    // A negative revenue (an adjustment) and total usages that are not whole are shared by the same rule.
    const out = { nano: 0, fine: 0 };
    expect(summary('-5', '100').shareWhole(3, out)).toBe(true);
    expect(BigInt(out.nano) * 10_000_000n + BigInt(out.fine)).toBe(units('-0.15'));
    expect(summary('5', '100.5').shareWhole(3, out)).toBe(true);
    expect(BigInt(out.nano) * 10_000_000n + BigInt(out.fine)).toBe(units(summary('5', '100.5').share('3')));
    expect(summary('5', '100').shareWhole(0, out)).toBe(false);
  });
});
