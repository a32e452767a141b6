// What a DSR usage record's reading (usage.ts) shares: the row fields it builds, its cells read by
// their resolved positions, and the usage record held back for its licensor allocations.
import type { UsagePlan } from './columns';
import type { DsrSummary } from './summaries';
import type { ColumnIndex } from '../csv/row';

/** The interpreted columns of a usage record's fields, in the order DsrUsages.fields builds them. */
export const USAGE_COLS: ColumnIndex = {
  fields: {
    isrc: 0,
    upc: 1,
    track_title: 2,
    artist: 3,
    store: 4,
    country: 5,
    sale_period: 6,
    units: 7,
    net_amount: 8,
    currency: 9,
  },
};

/** pick over resolved positions (dsr/columns.ts usagePlan): the first non-blank cell, trimmed. */
export function pickAt(rec: string[], at: number[]): string {
  for (let k = 0; k < at.length; k++) {
    const v = rec[at[k]];
    if (v !== undefined && v !== '') {
      const t = v.trim();
      if (t !== '') return t;
    }
  }
  return '';
}

/** A usage record held back until the records after it say whether licensor allocations (LI01) follow. */
export interface Held {
  rowNumber: number;
  rec: string[];
  p: UsagePlan;
  fields: string[];
  summary: DsrSummary | undefined;
  /** Its SalesTransactionId, which the LI01.03 records after it name as their parent */
  tx: string;
  /** What the LI01 records after it allocate to the licensor, in 1e-16 units; null while none has */
  allocated: bigint | null;
}
