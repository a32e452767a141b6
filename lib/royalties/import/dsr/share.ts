// A DSR summary record's revenue shared by whole usages, in doubles and exactly: what DsrSummary.share
// computes with BigInts (each line's revenue is the summary's NetRevenue × the usages shared so far /
// its total usages, rounded half up, less what the lines before got), for the lines read from their
// text (dsr/quick.ts), where a million lines paid ~1 µs each in BigInt arithmetic.
// With N the net revenue (1e-16 units), T the total usages and U the usages shared so far (whole numbers),
// F(U) = floor((N·U + ⌊T/2⌋) / T). Writing N = Q·T + R (0 ≤ R < T): F(U) = Q·U + ⌊(R·U + ⌊T/2⌋) / T⌋, and the
// second term is kept as a quotient and a remainder that each line moves by R·u: every number stays a whole
// number below 2^52, so the double arithmetic is exact. A line's revenue is given in two parts, 1e-9 units
// and 1e-16 units (Q split the same way), so that a line worth more than 2^52 1e-16 units (0.45 USD) still
// fits. Anything that would not fit is left to share().

/** Whole numbers below this are exact in a double, with room for one more addition of the same size. */
const LIMIT = 2 ** 52;
/** One usage in share()'s units (toUsd's of "1") */
const UNIT = 10_000_000_000_000_000n;
/** 1e-16 units per 1e-9 unit */
const NANO = 10_000_000n;

export class WholeShares {
  /** The last line's revenue (take): `nano` 1e-9 units plus `fine` 1e-16 units */
  nano = 0;
  fine = 0;

  private constructor(
    /** Q in 1e-9 units and the rest in 1e-16 units */
    private qNano: number,
    private qFine: number,
    private q: bigint,
    private r: number,
    private t: number,
    /** Usages shared so far */
    private used: number,
    /** ⌊(R·used + ⌊T/2⌋) / T⌋ and the remainder of that division */
    private g: number,
    private rem: number,
  ) {}

  /**
   * From share()'s exact state: net revenue `net` and total usages `total` in 1e-16 units, usages shared
   * `usedNum` (1e-16 units, over a denominator of 1). Null when the revenue is negative, a count is not
   * whole, or a number does not fit.
   */
  static of(net: bigint, total: bigint, usedNum: bigint): WholeShares | null {
    if (net < 0n || total <= 0n || total % UNIT !== 0n || usedNum < 0n || usedNum % UNIT !== 0n) return null;
    const t = total / UNIT;
    const q = net / t;
    const used = usedNum / UNIT;
    if (t >= BigInt(LIMIT) || q / NANO >= BigInt(LIMIT) || used >= BigInt(LIMIT)) return null;
    const s = (net % t) * used + t / 2n;
    return new WholeShares(
      Number(q / NANO),
      Number(q % NANO),
      q,
      Number(net % t),
      Number(t),
      Number(used),
      Number(s / t),
      Number(s % t),
    );
  }

  /**
   * The revenue of `u` more usages, into `nano` and `fine`: false, with nothing changed, when it is zero
   * (the line is then skipped as share()'s would be) or a number would not fit.
   */
  take(u: number): boolean {
    const x = this.rem + this.r * u;
    const nano = this.qNano * u;
    const fine = this.qFine * u;
    if (!(x < LIMIT) || !(nano < LIMIT) || !(fine < LIMIT) || !(this.used + u < LIMIT)) return false;
    // The division's quotient, corrected if the double division rounded across a whole number.
    let dg = Math.floor(x / this.t);
    let rem = x - dg * this.t;
    if (rem < 0) {
      dg--;
      rem += this.t;
    } else if (rem >= this.t) {
      dg++;
      rem -= this.t;
    }
    // dg is at most u + 1 (R < T): fine + dg stays below 2^53, exact.
    if (nano === 0 && fine + dg === 0) return false;
    this.used += u;
    this.g += dg;
    this.rem = rem;
    this.nano = nano;
    this.fine = fine + dg;
    return true;
  }

  /** share()'s exact state again: usages shared (1e-16 units) and the revenue given for them, F(used). */
  exact(): { usedNum: bigint; given: bigint } {
    const used = BigInt(this.used);
    return { usedNum: used * UNIT, given: this.q * used + BigInt(this.g) };
  }
}
