// Exact sums of a DSR file's usage lines per currency, for the summary check (summaries.ts): in doubles
// while they stay exact (money.ts nanoOf), else BigInts.
import { addNano as addNanoOf, NANO_TO_USD, nanoOf as nanoOfAmount, toUsd } from '../money';

const ONE = 1_000_000_000_000n; // toUsd's rate of 1: a decimal string to 1e-16 units of its own currency
/** Module constants: tsx's CommonJS output reads an imported function through a getter at every call. */
const nanoOf = nanoOfAmount;
const addNano = addNanoOf;

/** Exact sums of decimal amounts per currency: in a double while exact (money.ts nanoOf), else a BigInt. */
export class LineSums {
  private nano = new Map<string, number>();
  private big = new Map<string, bigint>();
  /** The last currency added to and its running sum in `nano`, kept here: lines come in runs of one currency */
  private cur: string | undefined;
  private curNano = 0;
  /** addFine's running sum (1e-16 units) and its currency */
  private fine = 0;
  private fineCur = '';

  add(currency: string, amount: string) {
    const n = nanoOf(amount);
    if (n !== null) this.addNano(currency, n);
    else this.big.set(currency, (this.big.get(currency) ?? 0n) + toUsd(amount, ONE));
  }

  /** Adds an amount in 1e-16 units, a whole number below 2^52. */
  addFine(currency: string, v: number) {
    if (currency !== this.fineCur) {
      this.settleFine();
      this.fineCur = currency;
    }
    const sum = addNano(this.fine, v);
    if (sum !== null) this.fine = sum;
    else {
      this.big.set(currency, (this.big.get(currency) ?? 0n) + BigInt(this.fine) + BigInt(v));
      this.fine = 0;
    }
  }

  /** The running sum of addFine into `big`. */
  private settleFine() {
    if (this.fine !== 0) this.big.set(this.fineCur, (this.big.get(this.fineCur) ?? 0n) + BigInt(this.fine));
    this.fine = 0;
  }

  /** Adds an amount in 1e-9 units (nanoOf's). */
  addNano(currency: string, n: number) {
    if (currency !== this.cur) {
      this.settle();
      this.cur = currency;
      this.curNano = this.nano.get(currency) ?? 0;
    }
    const sum = addNano(this.curNano, n);
    if (sum !== null) {
      this.curNano = sum;
      return;
    }
    // Exact: both were below 2^52 (money.ts addNano).
    this.big.set(currency, (this.big.get(currency) ?? 0n) + BigInt(this.curNano + n) * NANO_TO_USD);
    this.curNano = 0;
  }

  /** The running sum of the last currency back in `nano` (a 0 where it had none adds nothing). */
  private settle() {
    if (this.cur !== undefined) this.nano.set(this.cur, this.curNano);
  }

  /** Adds these sums to `into`, in 1e-16 units per currency. */
  addTo(into: Map<string, bigint>) {
    this.settle();
    this.settleFine();
    for (const [cur, v] of this.big) into.set(cur, (into.get(cur) ?? 0n) + v);
    for (const [cur, n] of this.nano) into.set(cur, (into.get(cur) ?? 0n) + BigInt(n) * NANO_TO_USD);
    return into;
  }
}
