import fc from 'fast-check';
import { allocateByWeight, allocateToShares, assertSharesValid, spreadOverTracks } from '@/lib/royalties/allocate';

/** Arbitrary split shares: 1..8 positive basis-point shares summing to exactly 10,000. */
const sharesArb = fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 8 }).map((raw) => {
  const sum = raw.reduce((s, n) => s + n, 0);
  const bps = raw.map((n) => Math.max(1, Math.floor((n * 10_000) / sum)));
  let diff = 10_000 - bps.reduce((s, n) => s + n, 0);
  for (let i = 0; diff !== 0; i = (i + 1) % bps.length) {
    if (diff > 0) {
      bps[i] += 1;
      diff -= 1;
    } else if (bps[i] > 1) {
      bps[i] -= 1;
      diff += 1;
    }
  }
  return bps.map((shareBps, i) => ({ id: `s${i}`, shareBps }));
});

describe('allocateByWeight', () => {
  it('always sums exactly to the amount, for any amount and any weights', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.array(fc.integer({ min: 0, max: 1e6 }), { minLength: 1, maxLength: 20 }).filter((w) => w.some((x) => x > 0)),
        (total, weights) => {
          const out = allocateByWeight(
            total,
            weights.map((weight, i) => ({ key: i, weight })),
          );
          expect(out.reduce((s, a) => s + a.cents, 0)).toBe(total);
          // Each part is within one cent of its exact share, and zero weights get nothing.
          const wsum = weights.reduce((s, w) => s + w, 0);
          out.forEach((a, i) => {
            expect(Math.abs(a.cents - (total * weights[i]) / wsum)).toBeLessThan(1 + 1e-6);
            if (weights[i] === 0) expect(a.cents).toBe(0);
          });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('gives the leftover cents to the largest remainders: 100 cents over thirds is 34/33/33', () => {
    expect(
      allocateByWeight(100, [
        { key: 'a', weight: 3333 },
        { key: 'b', weight: 3333 },
        { key: 'c', weight: 3334 },
      ]).map((a) => a.cents),
    ).toEqual([33, 33, 34]);
    expect(
      allocateByWeight(1, [
        { key: 'a', weight: 5000 },
        { key: 'b', weight: 5000 },
      ]).map((a) => a.cents),
    ).toEqual([1, 0]);
    expect(
      allocateByWeight(-101, [
        { key: 'a', weight: 1 },
        { key: 'b', weight: 1 },
      ]).map((a) => a.cents),
    ).toEqual([-51, -50]);
  });

  it('refuses fractional cents and empty or zero weights', () => {
    expect(() => allocateByWeight(1.5, [{ key: 'a', weight: 1 }])).toThrow(/whole number of cents/);
    expect(() => allocateByWeight(100, [])).toThrow(/no parts/);
    expect(() => allocateByWeight(100, [{ key: 'a', weight: 0 }])).toThrow(/sum to zero/);
  });
});

describe('allocateToShares', () => {
  it('always sums exactly to the line amount for any shares and any recoupment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e10 }),
        sharesArb,
        fc.integer({ min: 0, max: 1e6 }),
        (amount, shares, recoupLeft) => {
          const { parts, recoupedCents } = allocateToShares(amount, shares, {
            shareId: shares[0].id,
            remainingCents: recoupLeft,
          });
          expect(parts.reduce((s, p) => s + p.cents, 0)).toBe(amount);
          expect(recoupedCents).toBe(Math.min(amount, recoupLeft));
          expect(parts.every((p) => p.cents >= 0)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('pays the recoupment first, then splits the rest by basis points', () => {
    const shares = [
      { id: 'artist', shareBps: 7000 },
      { id: 'producer', shareBps: 3000 },
    ];
    const { parts, recoupedCents } = allocateToShares(10_000, shares, { shareId: 'producer', remainingCents: 2_000 });
    expect(recoupedCents).toBe(2_000);
    expect(parts).toEqual([
      { shareId: 'producer', cents: 2_000, recoup: true },
      { shareId: 'artist', cents: 5_600, recoup: false },
      { shareId: 'producer', cents: 2_400, recoup: false },
    ]);
  });

  it('refuses shares that do not sum to 100%', () => {
    expect(() => assertSharesValid([{ shareBps: 5000 }, { shareBps: 4000 }])).toThrow(
      'shares sum to 9000 basis points, not 10,000',
    );
    expect(() => allocateToShares(100, [{ id: 'a', shareBps: 10_001 }])).toThrow(/between 1 and 10,000/);
  });
});

describe('spreadOverTracks', () => {
  it('spreads a release-level sale over its tracks, summing exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 40 }), (amount, n) => {
        const out = spreadOverTracks(
          amount,
          Array.from({ length: n }, (_, i) => `t${i}`),
        );
        expect(out.reduce((s, a) => s + a.cents, 0)).toBe(amount);
        expect(Math.max(...out.map((o) => o.cents)) - Math.min(...out.map((o) => o.cents))).toBeLessThanOrEqual(1);
      }),
    );
    expect(spreadOverTracks(1000, ['a', 'b', 'c']).map((t) => t.cents)).toEqual([334, 333, 333]);
  });
});
