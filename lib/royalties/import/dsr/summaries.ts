// DSR summary records (SY..) as the usage records see them: their currency, and for the standard's
// Basic Audio usage records (SU01/SU02, SR01/SR02), which carry usages but no revenue, the share of the
// summary's net revenue each one gets; and the usage lines' sums, per summary record, for the totals check.
import { BadRequest } from '../../../platform/errors';
import { AMOUNT_COLS, CURRENCY_COLS, pick, type Cells } from './columns';
import { WholeShares } from './share';
import { addNano as addNanoOf, NANO_TO_USD, nanoOf as nanoOfAmount, parseAmount, toUsd, usdToDecimal } from '../money';

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
  /**
   * Some of its lines are the amounts due to a licensor (LI01 or SR03/SR06 AllocatedAmount): they are
   * checked against the summary's AllocatedRevenue, the amount payable to the licensor, not its NetRevenue.
   */
  allocated = false;
  /** Usages shared so far (usedNum / usedDen, exact) and the revenue given for them, in 1e-16 units */
  private usedNum = 0n;
  private usedDen = 1n;
  private given = 0n;
  /**
   * While lines are read from their text, their shares in doubles (shareWhole): usedNum and given are
   * then behind, until share() takes them back. Undefined until made, null when they do not fit.
   */
  private whole: WholeShares | null | undefined;

  constructor(
    readonly id: string,
    readonly type: string,
    readonly currency: string,
    /** The sales context's territory (the usage records have none of their own) */
    readonly territory: string,
    /** NetRevenue (or the recipient's AllocatedNetRevenue) in 1e-16 units, null when the record has none */
    readonly net: bigint | null,
    /** TotalUsages (or the recipient's AllocatedUsages) in 1e-16 units, null when the record has none */
    private total: bigint | null,
    /** AllocatedRevenue in 1e-16 units, null when the record has none */
    readonly allocatedRevenue: bigint | null,
  ) {}

  static of(
    id: string,
    type: string,
    currency: string,
    territory: string,
    net: string | null,
    total: string | null,
    allocatedRevenue: string | null,
  ) {
    const scaled = (v: string | null) => (v === null ? null : toUsd(v, ONE));
    return new DsrSummary(id, type, currency, territory, scaled(net), scaled(total), scaled(allocatedRevenue));
  }

  /** Why this summary's revenue cannot be shared by usages, or null when it can. */
  get unshareable(): string | null {
    if (this.net === null) return `summary record ${this.id} (${this.type}) has no net revenue`;
    if (!this.total) return `summary record ${this.id} (${this.type}) has no total usages to share its revenue by`;
    return null;
  }

  /**
   * The revenue of `usages` (a decimal string) divided by `parts`: the summary's net revenue × usages /
   * total usages, with the rounding carried from line to line (each line gets the cumulative share less
   * what the lines before it got), so lines whose usages add up to the summary's total add up to its net
   * revenue exactly. The usages are summed as a fraction, so the `parts` of one sale (an album's tracks,
   * each reported with the album's downloads) add up to the sale exactly however many there are.
   */
  share(usages: string, parts = 1n): string {
    if (this.whole) ({ usedNum: this.usedNum, given: this.given } = this.whole.exact());
    this.whole = undefined;
    const u = toUsd(usages, ONE);
    if (parts === 1n && this.usedDen === 1n) this.usedNum += u;
    else {
      this.usedNum = this.usedNum * parts + u * this.usedDen;
      this.usedDen *= parts;
      const g = gcd(this.usedNum < 0n ? -this.usedNum : this.usedNum, this.usedDen);
      this.usedNum /= g;
      this.usedDen /= g;
    }
    const upTo = divRound(this.net! * this.usedNum, this.total! * this.usedDen);
    const amount = upTo - this.given;
    this.given = upTo;
    return usdToDecimal(amount);
  }

  /**
   * share() of a whole number of usages for a line read from its text (dsr/quick.ts), in doubles
   * (dsr/share.ts): the shares, whose `nano` and `fine` then hold the line's revenue; undefined, with
   * nothing changed, when it is zero or the numbers do not fit: the line is then read through share(),
   * which takes the state back first.
   */
  shareWhole(usages: number): WholeShares | undefined {
    if (usages <= 0 || this.net === null || !this.total || this.usedDen !== 1n) return undefined;
    if (this.whole === undefined) this.whole = WholeShares.of(this.net, this.total, this.usedNum);
    return this.whole?.take(usages) ? this.whole : undefined;
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 0n ? 1n : a;
}

/** A file's summary records by SummaryRecordId, and their totals per record type and currency. */
export class DsrSummaries {
  /** The file's currency: the first summary record's own */
  currency = '';
  /** The usage lines that name no summary record of the file (those of the others are on it) */
  readonly unattributed = new LineSums();
  private sums = new Map<string, Map<string, bigint>>();
  private byId = new Map<string, DsrSummary>();
  /** The last one a usage record named (usage records come in runs of one) */
  private lastId = '';
  private last: DsrSummary | undefined;

  /**
   * A summary record: its net revenue totalled per record type and currency for the check, and kept by
   * its SummaryRecordId for the usage records naming it. When it gives the recipient's own part of the
   * context (AllocatedNetRevenue for AllocatedUsages, SY02/SY03 with a RightsController), that part is
   * what its usage records share and what they are checked against; else its NetRevenue for TotalUsages.
   * Returns why it cannot be read, or null. `byStandard`: read by the standard's cell order (no header
   * row), where a record of another version could put other cells where the money is: refused then.
   */
  add(type: string, row: Cells, byStandard: boolean, fileCurrency: string): string | null {
    const raw = pick(row, AMOUNT_COLS);
    let amount = raw ? parseAmount(raw) : null;
    const ownCur = pick(row, CURRENCY_COLS);
    if (byStandard && ((raw && amount === null) || (ownCur && !/^[A-Za-z]{3}$/.test(ownCur))))
      return `the ${type} record has "${(amount === null ? raw : ownCur).slice(0, 40)}" where the standard's cell order puts its ${amount === null ? 'NetRevenue' : 'CurrencyOfReporting'}: give the file's #${type} header row`;
    const cur = (ownCur || this.currency || fileCurrency).toUpperCase();
    this.currency ||= ownCur.toUpperCase();
    let usages = pick(row, ['TotalUsages', 'Usages', 'NumberOfUsages']);
    const allocated = parseAmount(pick(row, ['AllocatedNetRevenue']) || 'x');
    const allocatedUsages = pick(row, ['AllocatedUsages']);
    if (allocated !== null && allocatedUsages && parseAmount(allocatedUsages) !== null) {
      amount = allocated;
      usages = allocatedUsages;
    }
    if (amount !== null) {
      const sums = this.sums.get(type) ?? new Map<string, bigint>();
      sums.set(cur, (sums.get(cur) ?? 0n) + toUsd(amount, ONE));
      this.sums.set(type, sums);
    }
    const id = pick(row, ['SummaryRecordId']);
    const payable = parseAmount(pick(row, ['AllocatedRevenue', 'AllocatedRevenueInCurrencyOfAccounting']) || 'x');
    if (id) {
      const s = DsrSummary.of(
        id,
        type,
        cur,
        pick(row, ['Territory']),
        amount,
        usages ? parseAmount(usages) : null,
        payable,
      );
      // SY10 (Financial Reporting) gives only what is allocated to the recipient: its lines are checked
      // against its AllocatedRevenue even when none names it (an SY10 whose SR08 records are all missing).
      if (type.startsWith('SY10') && payable !== null) s.allocated = true;
      this.byId.set(id, s);
    }
    return null;
  }

  /** The summary record of this SummaryRecordId, if the file has it. */
  of(id: string): DsrSummary | undefined {
    if (id !== this.lastId) {
      this.lastId = id;
      this.last = this.byId.get(id);
    }
    return this.last;
  }

  /**
   * Each summary record type's total against the lines that name one of its records or none of the
   * file's, per currency: throws a 400 naming both totals (and `note`, what may explain it) when they differ.
   */
  check(note: string) {
    const fmt = (m: Map<string, bigint>) =>
      [...m]
        .filter(([, v]) => v !== 0n)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([c, v]) => `${c} ${(Number(v) / 1e16).toFixed(2)}`)
        .join(', ') || '0';
    const expected = new Map([...this.sums].map(([type, m]) => [type, new Map(m)]));
    // A summary whose lines are licensors' allocated amounts is checked against its AllocatedRevenue.
    for (const s of this.byId.values()) {
      if (!s.allocated) continue;
      if (s.allocatedRevenue === null)
        throw new BadRequest(
          `The DSR summary record ${s.id} (${s.type}) gives no AllocatedRevenue to check the amounts allocated to the licensor (AllocatedAmount) by its usage records against.`,
        );
      const m = expected.get(s.type) ?? new Map<string, bigint>();
      m.set(s.currency, (m.get(s.currency) ?? 0n) + s.allocatedRevenue - (s.net ?? 0n));
      expected.set(s.type, m);
    }
    for (const [type, sums] of expected) {
      const lines = this.unattributed.addTo(new Map());
      for (const s of this.byId.values()) if (s.type === type) s.lines.addTo(lines);
      const keys = new Set([...sums.keys(), ...lines.keys()]);
      if (![...keys].every((k) => (sums.get(k) ?? 0n) === (lines.get(k) ?? 0n)))
        throw new BadRequest(
          `The DSR summary records (${type}) total ${fmt(sums)} but the usage lines total ${fmt(lines)}; the file is incomplete or inconsistent.${note}`,
        );
    }
  }
}
