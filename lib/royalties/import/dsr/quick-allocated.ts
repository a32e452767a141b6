// A UGC file's usage record and the one licensor allocation (LI01) after it, read from their lines' text
// (dsr/quick.ts finds the usage record's remembered cells): what dsr/usage.ts does for the pair, holding the
// usage record back, paying it the allocation's AllocatedAmount and skipping the allocation record, when the
// pair is the plain case: the allocation names the same block, the same summary record (or none) and the
// usage record's transaction (or none), and the record after it is no further allocation. Anything else is
// left to the generic reader, which reads the same records the same way with every check.
import type { PlanOf, UsagePlan } from './columns';
import type { LineKey, QuickPlan } from './quick-plan';
import { cellAmount as cellAmountOf } from '../money';
import { allocationSkipReason, isAllocationCodes as isAllocationCodesOf } from './rules';
import type { Peek, QuickRow } from '../csv/row';

/** A module constant: tsx's CommonJS output reads an imported function through a getter at every call. */
const cellAmount = cellAmountOf;
const isAllocationCodes = isAllocationCodesOf;

/** An allocation record type's cells as read here (-1: the type has none) */
interface AllocationPlan {
  block: number;
  summary: number;
  parent: number;
  allocated: number;
  last: number;
  reason: string;
}

function allocationPlan(type: string, p: UsagePlan): AllocationPlan | null {
  if (!p.known || p.allocated.length !== 1 || p.summary.length > 1 || p.parent.length > 1) return null;
  const first = (at: number[]) => (at.length > 0 ? at[0] : -1);
  const plan = {
    block: first(p.block),
    summary: first(p.summary),
    parent: first(p.parent),
    allocated: p.allocated[0],
    last: 0,
    reason: allocationSkipReason(type),
  };
  plan.last = Math.max(plan.block, plan.summary, plan.parent, plan.allocated);
  return plan.last < 64 ? plan : null;
}

export class AllocatedPairs {
  private plans = new Map<string, AllocationPlan | null>();
  /** The last allocation record's first cell as written, and its plan */
  private lastCell: string | undefined;
  private lastPlan: AllocationPlan | null = null;
  /** Cell boundaries of the allocation record's line, by position */
  private starts = new Int32Array(64);
  private ends = new Int32Array(64);

  constructor(private delimiter: string) {}

  /**
   * The usage record `line` of plan `q` / `p` (its cells in `s` and `e`, its key `known`) with the allocation
   * record after it (`peek(1)`): true with the row's amount, the allocation's, in `out` (nano and fine, the
   * skipped record's reason and line), summed for the summary check; false, with nothing changed, when the
   * pair is not the plain case.
   */
  read(
    line: string,
    q: QuickPlan,
    p: UsagePlan,
    known: LineKey,
    s: Int32Array,
    e: Int32Array,
    peek: Peek,
    planOf: PlanOf,
    out: QuickRow,
  ): boolean {
    // read() holds a usage record back only when its revenue cell is not blank (what it is paid is the allocation's).
    if (!this.filled(line, s[q.amount], e[q.amount])) return false;
    const li = peek(1);
    if (li === undefined || li.includes('"')) return false;
    const typeEnd = li.indexOf(this.delimiter);
    if (typeEnd <= 0) return false;
    const a = this.typeOf(li, typeEnd, planOf);
    if (a === null || !this.cells(li, typeEnd, a.last)) return false;
    const ls = this.starts;
    const le = this.ends;
    // The same block, summary record and transaction as the usage record's, or none named.
    if (
      a.block >= 0 &&
      (p.block.length === 0 || !same(line, s[p.block[0]], e[p.block[0]], li, ls[a.block], le[a.block]))
    )
      return false;
    if (a.summary >= 0 && le[a.summary] > ls[a.summary]) {
      if (p.summary.length !== 1 || !same(line, s[p.summary[0]], e[p.summary[0]], li, ls[a.summary], le[a.summary]))
        return false;
    }
    if (a.parent >= 0 && le[a.parent] > ls[a.parent] && !same(line, s[q.tx], e[q.tx], li, ls[a.parent], le[a.parent]))
      return false;
    if (!cellAmount(li, ls[a.allocated], le[a.allocated], out)) return false;
    // No further allocation (or breakdown) of the same usage record after it.
    const after = peek(2);
    if (after === undefined || after.length < 2) return false;
    // Its type read as read() does (trimmed, upper case) without a string made: a first character that
    // trim() or toUpperCase() could change is left to read().
    const c0 = after.charCodeAt(0);
    const c1 = after.charCodeAt(1);
    if (c0 <= 32 || c0 > 126 || c1 > 126) return false;
    const t0 = c0 | 0x20;
    const t1 = c1 | 0x20;
    if (isAllocationCodes(t0, t1)) return false; // LI, ST (rules.ts isAllocation)
    if (out.nano !== 0) known.sums.addNano(known.currency, out.nano);
    if (out.fine !== 0) known.sums.addFine(known.currency, out.fine);
    // Its lines are the amounts allocated, checked against its AllocatedRevenue (as dsr/usage.ts marks it).
    if (known.summary) known.summary.allocated = true;
    out.skip = a.reason;
    out.skipped = li;
    return true;
  }

  /** The allocation record type of a line's first cell, `typeEnd` characters long; null when it is none. */
  private typeOf(li: string, typeEnd: number, planOf: PlanOf) {
    const last = this.lastCell;
    if (last !== undefined && typeEnd === last.length && li.startsWith(last)) return this.lastPlan;
    const cell = li.slice(0, typeEnd);
    const type = cell.trim().toUpperCase();
    const a = type.startsWith('LI') ? this.planOf(type, planOf) : null;
    // Remembered only once known: a type not read through read() yet is asked again.
    if (a !== null) {
      this.lastCell = cell;
      this.lastPlan = a;
    }
    return a;
  }

  private planOf(type: string, planOf: PlanOf): AllocationPlan | null {
    let a = this.plans.get(type);
    if (a === undefined) {
      const p = planOf(type);
      // Not read through read() yet: not remembered, so asked again.
      if (p === undefined) return null;
      this.plans.set(type, (a = allocationPlan(type, p)));
    }
    return a;
  }

  /** The allocation line's cell boundaries up to `last`; false when it has fewer cells. */
  private cells(line: string, typeEnd: number, last: number): boolean {
    let pos = typeEnd + 1;
    for (let c = 1; c <= last; c++) {
      const next = line.indexOf(this.delimiter, pos);
      this.starts[c] = pos;
      if (next === -1) {
        if (c < last) return false;
        this.ends[c] = line.length;
      } else {
        this.ends[c] = next;
        pos = next + 1;
      }
    }
    return true;
  }

  /** Whether a cell holds something other than blanks (every character a visible one, at least one). */
  private filled(line: string, from: number, to: number): boolean {
    if (to <= from) return false;
    for (let i = from; i < to; i++) if (line.charCodeAt(i) <= 32) return false;
    return true;
  }
}

/** Whether two cells hold the same text. */
function same(a: string, aFrom: number, aTo: number, b: string, bFrom: number, bTo: number): boolean {
  if (aTo - aFrom !== bTo - bFrom) return false;
  for (let i = 0; i < aTo - aFrom; i++) if (a.charCodeAt(aFrom + i) !== b.charCodeAt(bFrom + i)) return false;
  return true;
}
