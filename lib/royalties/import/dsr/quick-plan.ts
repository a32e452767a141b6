// The quick lane's plan of a usage record type (which cells decide a row, where its two numbers are) and what
// the lines of one key share; read by dsr/quick.ts and dsr/quick-allocated.ts.
import type { DsrSummary, LineSums } from './summaries';
import type { RowKey } from '../csv/row';

/** What the lines of one key share: their bucket (RowKey), and where their amounts are summed for the check */
export interface LineKey extends RowKey {
  sums: LineSums;
  currency: string;
  /** The summary record whose revenue the lines share, for a type without revenue of its own */
  sharing: DsrSummary | undefined;
  /** The lines wait for their licensor allocations (UGC), which are what they are paid */
  allocated: boolean;
  /** Then the summary record an allocation naming none is checked against (the usage record's) */
  summary: DsrSummary | undefined;
}

/**
 * Maps nested one level per run of cells (below): the last level holds the LineKey. A map per run rather
 * than one keyed by the runs joined: joining makes a string per line and hashes it again.
 */
export type Keys = Map<string, unknown>;

/** A usage record type's cells as read here. */
export class QuickPlan {
  /** Adjacent cells read from a record but its usages and revenue, as [first, last] position pairs */
  readonly runs: number[] = [];
  keys: Keys = new Map();
  size = 0;

  constructor(
    /** The revenue's cell, -1 for a type whose records share their summary record's */
    readonly amount: number,
    /** The usages' cell, -1 when the type has none */
    readonly units: number,
    /** Cells that must be empty or 0 (Returns), or empty, 0 or 1 (NumberOfTransactedResources) */
    readonly returns: number[],
    readonly parts: number[],
    /** The last cell read */
    readonly last: number,
    cells: number[],
    /** The SalesTransactionId's cell, -1 when the type has none or several */
    readonly tx: number,
  ) {
    for (const c of cells)
      if (this.runs.length > 0 && this.runs[this.runs.length - 1] === c - 1) this.runs[this.runs.length - 1] = c;
      else this.runs.push(c, c);
    // No cell decides the row (the type has only its usages and revenue): one run of none, the same empty key.
    if (this.runs.length === 0) this.runs.push(1, 0);
  }
}
