// DSR summary records (SY..) as the usage records see them: their currency, and for the standard's
// Basic Audio usage records (SU01/SU02, SR01/SR02), which carry usages but no revenue, the share of the
// summary's net revenue each one gets; and the usage lines' sums, per summary record, for the totals check.
import { AMOUNT_COLS, CURRENCY_COLS, pick, SUMMARY_ALLOCATED_USAGES, SUMMARY_USAGES, type Cells } from './columns';
import { LineSums } from './line-sums';
import { checkSummaries } from './summary-check';
import { NANO_TO_USD, parseAmount, toUsd, usdToDecimal } from '../money';
import { checkedAgainstAllocated, memberFor, ONE, shareUpTo as shareUpToOf, summaryMoney, USAGE_ONE } from './rules';

export { LineSums };

/** A module constant: tsx's CommonJS output reads an imported function through a getter at every call. */
const shareUpTo = shareUpToOf;
/** The summary's payable amount's names (rules.ts summaryMoney) */
const PAYABLE_CELLS = ['AllocatedRevenue', 'AmountPayable', 'AllocatedRevenueInCurrencyOfAccounting'];
/** The 1e-9 units a double holds exactly (money.ts) */
const NANO_LIMIT = 2n ** 52n;

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
  /** The RightsController the record gives the recipient's part for ('' when none) */
  controller = '';
  /** What its lines are checked against when they are its own revenue, as the file writes it */
  figure = '';
  /** Its AllocatedRevenue as the file writes it ('' when none) */
  allocatedFigure = '';
  /** The summary records sharing this SummaryRecordId (one per RightsController), when there are several */
  members: DsrSummary[] = [];

  constructor(
    readonly id: string,
    readonly type: string,
    readonly currency: string,
    /** The sales context's territory (the usage records have none of their own) */
    readonly territory: string,
    /** NetRevenue (or the recipient's AllocatedNetRevenue) in 1e-16 units, null when the record has none */
    readonly net: bigint | null,
    /** TotalUsages (or the recipient's AllocatedUsages) in 1e-16 units, null when the record has none */
    readonly totalUsages: bigint | null,
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
    if (!this.totalUsages)
      return `summary record ${this.id} (${this.type}) has no total usages to share its revenue by`;
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
    const u = toUsd(usages, ONE);
    if (parts === 1n && this.usedDen === 1n) this.usedNum += u;
    else {
      this.usedNum = this.usedNum * parts + u * this.usedDen;
      this.usedDen *= parts;
      const g = gcd(this.usedNum < 0n ? -this.usedNum : this.usedNum, this.usedDen);
      this.usedNum /= g;
      this.usedDen /= g;
    }
    const upTo = shareUpTo(this.net!, this.totalUsages!, this.usedNum, this.usedDen);
    const amount = upTo - this.given;
    this.given = upTo;
    return usdToDecimal(amount);
  }

  /**
   * share() of a whole number of usages for a line read from its text (dsr/quick.ts): the same rule, in
   * BigInts, the line's amount put into `out` (1e-9 and 1e-16 units, as money.ts cellAmount reads it). False, with
   * nothing changed, when the share is zero or does not fit those units: the line then goes through
   * interpretRow (a zero amount is skipped there), which calls share() itself.
   */
  shareWhole(usages: number, out: { nano: number; fine: number }): boolean {
    if (usages <= 0 || this.net === null || !this.totalUsages || this.usedDen !== 1n) return false;
    const usedNum = this.usedNum + BigInt(usages) * USAGE_ONE;
    const upTo = shareUpTo(this.net, this.totalUsages, usedNum, 1n);
    const amount = upTo - this.given;
    // The amount's digits to the 9th decimal and past it, as money.ts cellAmount reads a decimal.
    const nano = amount / NANO_TO_USD;
    if (amount === 0n || nano >= NANO_LIMIT || nano <= -NANO_LIMIT) return false;
    out.nano = Number(nano);
    out.fine = Number(amount - nano * NANO_TO_USD);
    this.usedNum = usedNum;
    this.given = upTo;
    return true;
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 0n ? 1n : a;
}

const sumOf = (vs: (bigint | null)[]) =>
  vs.some((v) => v !== null) ? vs.reduce<bigint>((a, v) => a + (v ?? 0n), 0n) : null;

/**
 * A file's summary records, kept as the standard keys them: by SummaryRecordId and, where the record gives
 * a rights controller's part of the sales context (SY02/SY03 RightsController, one record each under one
 * SummaryRecordId), by RightsController too; each checked against its usage lines with its figures quoted
 * as the file writes them.
 */
export class DsrSummaries {
  /** The file's currency: the first summary record's own */
  currency = '';
  /** The usage lines that name no summary record of the file (those of the others are on it) */
  readonly unattributed = new LineSums();
  /** Summary records without a SummaryRecordId: the unattributed lines are checked against them */
  private anonymous: DsrSummary[] = [];
  /** By SummaryRecordId: the record, or the group of the records sharing it (members) */
  private byId = new Map<string, DsrSummary>();
  /** The last one a usage record named (usage records come in runs of one) */
  private lastId = '';
  private last: DsrSummary | undefined;

  /**
   * A summary record. The revenue its usage records share (SU01/SU02 …) and its lines are checked against:
   * the recipient's AllocatedRevenue ("the amount allocated to the MessageRecipient / RightsController …
   * sometimes called Amount Payable") for its AllocatedUsages when it gives them; else its NetRevenue for
   * TotalUsages, times RightsTypePercentage / 100 when given (the standard reports NetRevenue "not
   * pro-rated by the RightsTypePercentage"). Returns why it cannot be read, or null. `byStandard`: read by
   * the standard's cell order (no header row), where another version could put other cells where the money is.
   */
  add(type: string, row: Cells, byStandard: boolean, fileCurrency: string): string | null {
    const raw = pick(row, AMOUNT_COLS);
    const amount = raw ? parseAmount(raw) : null;
    const ownCur = pick(row, CURRENCY_COLS);
    if (byStandard && ((raw && amount === null) || (ownCur && !/^[A-Za-z]{3}$/.test(ownCur))))
      return `the ${type} record has "${(amount === null ? raw : ownCur).slice(0, 40)}" where the standard's cell order puts its ${amount === null ? 'NetRevenue' : 'CurrencyOfReporting'}: give the file's #${type} header row`;
    const cur = (ownCur || this.currency || fileCurrency).toUpperCase();
    this.currency ||= ownCur.toUpperCase();
    // AllocatedRevenue; Basic Audio / UGC 1.0's SY02 call the same cell AmountPayable; SY10 …InCurrencyOfAccounting.
    const allocatedCell = PAYABLE_CELLS.find((n) => pick(row, [n])) ?? 'AllocatedRevenue';
    const m = summaryMoney({
      net: raw,
      usages: pick(row, SUMMARY_USAGES),
      allocated: pick(row, [allocatedCell]),
      allocatedCell,
      allocatedUsages: pick(row, SUMMARY_ALLOCATED_USAGES),
      rightsTypePercentage: pick(row, ['RightsTypePercentage']),
    });
    const id = pick(row, ['SummaryRecordId']);
    const s = new DsrSummary(id, type, cur, pick(row, ['Territory']), m.net, m.total, m.payable);
    s.controller = pick(row, ['RightsController']);
    s.figure = m.figure;
    s.allocatedFigure = m.allocatedFigure;
    // SY10 (Financial Reporting) gives only what is allocated to the recipient: its lines are checked
    // against its AllocatedRevenue even when none names it (an SY10 whose SR08 records are all missing).
    if (checkedAgainstAllocated(type, m.payable)) s.allocated = true;
    if (!id) {
      this.anonymous.push(s);
      return null;
    }
    const prev = this.byId.get(id);
    this.byId.set(id, prev ? groupOf([...(prev.members.length > 0 ? prev.members : [prev]), s]) : s);
    this.lastId = '';
    return null;
  }

  /**
   * The summary record of this SummaryRecordId, if the file has it: with a `controller` (an LI01's
   * RightsController), that controller's record when several share the id.
   */
  of(id: string, controller = ''): DsrSummary | undefined {
    if (controller) return memberFor(this.byId.get(id), controller);
    if (id !== this.lastId) {
      this.lastId = id;
      this.last = this.byId.get(id);
    }
    return this.last;
  }

  /**
   * Each summary record (or the records sharing a SummaryRecordId) against the lines that name it, per
   * currency: throws a Discrepancy quoting the record's figures as the file writes them and the lines'
   * totals (and `note`, what may explain it) when they differ (summary-check.ts).
   */
  check(note: string) {
    checkSummaries([...this.byId.values()], this.anonymous, this.unattributed, note);
  }
}

/** The summary records sharing one SummaryRecordId, as one its usage records (SU01/SU02) share. */
function groupOf(members: DsrSummary[]): DsrSummary {
  const [first] = members;
  const g = new DsrSummary(
    first.id,
    first.type,
    first.currency,
    first.territory,
    sumOf(members.map((m) => m.net)),
    sumOf(members.map((m) => m.totalUsages)),
    sumOf(members.map((m) => m.allocatedRevenue)),
  );
  g.members = members;
  return g;
}
