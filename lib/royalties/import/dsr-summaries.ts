// DSR summary records (SY..) as the usage records see them: their currency, and for the standard's
// Basic Audio usage records (SU01/SU02), which carry usages but no revenue, the share of the summary's
// net revenue each one gets; and the usage lines' sums, per summary record, for the totals check.
import { addNano, NANO_TO_USD, nanoOf, toUsd, usdToDecimal } from './money';

const ONE = 1_000_000_000_000n; // toUsd's rate of 1: a decimal string to 1e-16 units of its own currency

/** Exact sums of decimal amounts per currency: in a double while exact (money.ts nanoOf), else a BigInt. */
export class LineSums {
  private nano = new Map<string, number>();
  private big = new Map<string, bigint>();

  add(currency: string, amount: string) {
    const n = nanoOf(amount);
    let big: bigint;
    if (n === null) big = toUsd(amount, ONE);
    else {
      const prev = this.nano.get(currency) ?? 0;
      const sum = addNano(prev, n);
      this.nano.set(currency, sum ?? 0);
      if (sum !== null) return;
      big = BigInt(prev + n) * NANO_TO_USD;
    }
    this.big.set(currency, (this.big.get(currency) ?? 0n) + big);
  }

  /** Adds these sums to `into`, in 1e-16 units per currency. */
  addTo(into: Map<string, bigint>) {
    for (const [cur, v] of this.big) into.set(cur, (into.get(cur) ?? 0n) + v);
    for (const [cur, n] of this.nano) into.set(cur, (into.get(cur) ?? 0n) + BigInt(n) * NANO_TO_USD);
    return into;
  }
}

/** Half away from zero, as the statement's cents are taken. */
function divRound(num: bigint, den: bigint): bigint {
  const neg = num < 0n !== den < 0n;
  const a = num < 0n ? -num : num;
  const b = den < 0n ? -den : den;
  const q = (a + b / 2n) / b;
  return neg ? -q : q;
}

export class DsrSummary {
  /** The usage lines that name this summary record */
  readonly lines = new LineSums();
  /** Usages shared so far and the revenue given for them, in 1e-16 units */
  private used = 0n;
  private given = 0n;

  constructor(
    readonly id: string,
    readonly type: string,
    readonly currency: string,
    /** The sales context's territory (the usage records have none of their own) */
    readonly territory: string,
    /** NetRevenue in 1e-16 units, null when the record has none */
    private net: bigint | null,
    /** TotalUsages in 1e-16 units, null when the record has none */
    private total: bigint | null,
  ) {}

  static of(id: string, type: string, currency: string, territory: string, net: string | null, total: string | null) {
    const scaled = (v: string | null) => (v === null ? null : toUsd(v, ONE));
    return new DsrSummary(id, type, currency, territory, scaled(net), scaled(total));
  }

  /** Why this summary's revenue cannot be shared by usages, or null when it can. */
  get unshareable(): string | null {
    if (this.net === null) return `summary record ${this.id} (${this.type}) has no net revenue`;
    if (!this.total) return `summary record ${this.id} (${this.type}) has no total usages to share its revenue by`;
    return null;
  }

  /**
   * The revenue of `usages` (a decimal string): the summary's net revenue × usages / total usages, with
   * the rounding carried from line to line (each line gets the cumulative share less what the lines
   * before it got), so lines whose usages add up to the summary's total add up to its net revenue exactly.
   */
  share(usages: string): string {
    this.used += toUsd(usages, ONE);
    const upTo = divRound(this.net! * this.used, this.total!);
    const amount = upTo - this.given;
    this.given = upTo;
    return usdToDecimal(amount);
  }
}
