// The DSR rules, written once (issue #38): which cell of a usage record carries its money, the share of
// its summary record's revenue a record without its own gets, a summary record's payable amount
// (AllocatedRevenue, or NetRevenue at its RightsTypePercentage), how summary records are keyed, and how
// usages are read. Pure functions over parsed cells, money in integers (BigInt 1e-16 units, or whole 1e-9
// units where a lane keeps them in a double below 2^52, money.ts): no float ever holds an amount. The
// generic reader (usage.ts, summaries.ts) and the lanes that read the same records faster (fast.ts reuses a
// resource's row, quick.ts / quick-allocated.ts read a line's text in place) are I/O strategies over these.
import { parseAmount, toUsd, usdToDecimal } from '../money';

/** toUsd's rate of 1: a decimal string to 1e-16 units of its own currency */
export const ONE = 1_000_000_000_000n;
/** One usage in toUsd's units (1e-16) */
export const USAGE_ONE = 10_000_000_000_000_000n;
/** Usages of at most 9 digits are below the row reader's limit (1e9) and exact in a double */
const MAX_UNIT_DIGITS = 9;

/** Half away from zero, as the statement's cents are taken. */
function divRound(num: bigint, den: bigint): bigint {
  const neg = num < 0n !== den < 0n;
  const a = num < 0n ? -num : num;
  const b = den < 0n ? -den : den;
  const q = (a + b / 2n) / b;
  return neg ? -q : q;
}

/**
 * The share rule: the revenue of the usages shared so far (usedNum / usedDen, exact) of a summary record's
 * `net` for its `total` usages, rounded; a line gets this less what the lines before it got, so lines whose
 * usages add up to the total add up to the net exactly.
 */
export const shareUpTo = (net: bigint, total: bigint, usedNum: bigint, usedDen: bigint) =>
  divRound(net * usedNum, usedDen === 1n ? total : total * usedDen);

/** Licensor allocations (LI..) and subscriber-type breakdowns (ST..) follow the usage record they belong to. */
export const isAllocation = (type: string) => type.startsWith('LI') || type.startsWith('ST');
/** isAllocation of a line's first two character codes, lower-cased (| 0x20), for a lane that makes no string. */
export const isAllocationCodes = (c0: number, c1: number) => (c0 === 108 && c1 === 105) || (c0 === 115 && c1 === 116);

/** The skipped allocation record's reason: its amount is paid on the usage record's line. */
export const allocationSkipReason = (type: string) =>
  `DSR licensor allocation (${type}): the amount due, paid on the usage record's line`;

/** Where a usage record type keeps its money and usages (columns.ts usagePlan's positions). */
interface MoneyCells {
  known: boolean;
  amount: number[];
  allocated: number[];
  units: number[];
}

/**
 * Whether a usage record type's records share their summary record's revenue by their usages: the
 * standard's sales/usage records without a revenue cell (SU01, SU02, SU04, SU05 broadcasts; SR01, SR02,
 * SR04, SR05) carry usages, no revenue; theirs is on the summary record they name.
 */
const sharesSummaryRevenue = (type: string, p: MoneyCells) => sharesByCells(p) && /^S[UR]/.test(type);

/** A type's cells let its records share their summary's revenue: no revenue cell of their own, a usages cell. */
export const sharesByCells = (p: MoneyCells) => p.amount.length === 0 && p.allocated.length === 0 && p.units.length > 0;

/**
 * What pays a usage record, from its money cells as written (`allocated`: AllocatedAmount or
 * AllocatedRevenueInCurrencyOfAccounting, `own`: NetRevenue …): the amount due to the rights controller
 * wins; else its own revenue; else its share of its summary's (`share`), or nothing (`none`), or, for a
 * single record block record of a version whose cells are not known, `unsupported`.
 */
type RevenueSource = 'allocated' | 'own' | 'share' | 'none' | 'unsupported';
export function revenueSource(type: string, p: MoneyCells, allocated: string, own: string): RevenueSource {
  if (allocated !== '') return 'allocated';
  if (own !== '') return 'own';
  if (!p.known && type.startsWith('SR')) return 'unsupported';
  return sharesSummaryRevenue(type, p) ? 'share' : 'none';
}

/**
 * Usages a record shares its summary's revenue by, as a decimal: SU01/SR01/SR04 Usages (Downloads) less
 * Returns (a negative adjustment gives a negative line); null when either is not a number.
 */
export function usagesLessReturns(used: string, returned: string): string | null {
  const u = parseAmount(used || '0');
  const back = returned ? parseAmount(returned) : '0';
  if (u === null || back === null) return null;
  return back === '0' ? u : usdToDecimal(toUsd(u, ONE) - toUsd(back, ONE));
}

/** SR01: a release of N tracks sold is N records with the sale's downloads, each 1/N of the sale. */
export function saleParts(cell: string): bigint {
  const n = Number(cell);
  return Number.isInteger(n) && n > 1 ? BigInt(n) : 1n;
}

/**
 * Usages in text[from, to) as the lanes read them: digits only (none is 0), at most 9; -1 for anything
 * else, which the generic reader then reads.
 */
export function plainUsages(text: string, from: number, to: number): number {
  if (to - from > MAX_UNIT_DIGITS) return -1;
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/** A summary record's money cells as written (summaries.ts picks them by name). */
interface SummaryCells {
  /** NetRevenue (or another revenue cell's name, AMOUNT_COLS) */
  net: string;
  /** TotalUsages (Usages, NumberOfBroadcasts …) */
  usages: string;
  /** AllocatedRevenue or AllocatedRevenueInCurrencyOfAccounting, and the cell's name */
  allocated: string;
  allocatedCell: string;
  /** AllocatedUsages (Radio: RightsControllerAllocatedNumberOfBroadcasts) */
  allocatedUsages: string;
  rightsTypePercentage: string;
}

/** What a summary record pays and is checked against, in 1e-16 units, with the figure as the file writes it. */
interface SummaryMoney {
  /** The revenue its usage records share (null when none) */
  net: bigint | null;
  /** The usages they share it by (null when none) */
  total: bigint | null;
  /** AllocatedRevenue, "the amount allocated to the MessageRecipient / RightsController … Amount Payable" */
  payable: bigint | null;
  figure: string;
  allocatedFigure: string;
}

const num = (v: string) => (v ? parseAmount(v) : null);
const scaled = (v: string | null) => (v === null ? null : toUsd(v, ONE));

/**
 * The payable rule: the recipient's AllocatedRevenue for its AllocatedUsages when the record gives them;
 * else its NetRevenue for TotalUsages, times RightsTypePercentage / 100 when given (the standard reports
 * NetRevenue "not pro-rated by the RightsTypePercentage"). AllocatedNetRevenue is never what is paid.
 */
export function summaryMoney(c: SummaryCells): SummaryMoney {
  const netAmount = num(c.net);
  const payable = num(c.allocated);
  const allocUsages = num(c.allocatedUsages);
  const pct = num(c.rightsTypePercentage);
  let net = scaled(netAmount);
  let total = scaled(c.usages ? parseAmount(c.usages) : null);
  let figure = c.net ? `NetRevenue ${c.net}` : '';
  if (payable !== null && allocUsages !== null) {
    net = scaled(payable);
    total = scaled(allocUsages);
    figure = `${c.allocatedCell} ${c.allocated}`;
  } else if (net !== null && pct !== null) {
    net = divRound(net * scaled(pct)!, 100n * ONE * 10_000n);
    figure = `NetRevenue ${c.net} at RightsTypePercentage ${c.rightsTypePercentage}`;
  }
  return {
    net,
    total,
    payable: scaled(payable),
    figure,
    allocatedFigure: c.allocated && `${c.allocatedCell} ${c.allocated}`,
  };
}

/**
 * Whether a summary record's lines are checked against its AllocatedRevenue even when none of them is an
 * allocation: SY10 (Financial Reporting) gives only what is allocated to the recipient.
 */
export const checkedAgainstAllocated = (type: string, payable: bigint | null) =>
  type.startsWith('SY10') && payable !== null;

/** A summary record as keyed (SummaryRecordId, then RightsController where several share the id). */
interface Keyed {
  controller: string;
  members: Keyed[];
}

/**
 * Summary keying: the record under a SummaryRecordId for an allocation naming its RightsController (the
 * controller's own when several records give the parts of one sales context, else the id's record).
 */
export function memberFor<T extends Keyed>(group: T | undefined, controller: string): T | undefined {
  if (!group || !controller) return group;
  return (group.members as T[]).find((m) => m.controller === controller) ?? group;
}

/**
 * Why a record that is neither a summary, release, resource nor usage record is skipped: deal-specific
 * records (DExx, Part 8 5.7.2: "defined by agreement between a licensee and a licensor", their cells named
 * nowhere public), masterlist records (SR07, ML01: "without any sales or usage figures"), cue records (CU01,
 * Audio-visual: a creation used in a video resource, no sales of its own).
 */
export function otherRecordReason(type: string): string {
  if (/^DE\d\d/.test(type))
    return `DSR deal-specific record (${type}): its cells are defined only by the sender's agreement with the recipient, not read`;
  if (type.startsWith('SR07') || type.startsWith('ML01'))
    return `DSR masterlist record (${type}): a resource listed for claiming, without sales, usages or revenue`;
  if (type.startsWith('CU01'))
    return `DSR cue record (${type}): a creation used in a video resource, without sales, usages or revenue of its own`;
  return `DSR ${type || 'unknown'} record`;
}
