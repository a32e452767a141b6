// What a statement import stored, as tests read it: its matched rows' sums (EarningGroup) and its
// unmatched rows (EarningLine, the review queue).
import { db } from '@/lib/platform/db';

/**
 * An import's groups in the order the import first met each (the file order of a group's first row),
 * then the rows matched by hand (ids `-g…` sort before `-r…`); amounts as exact decimal strings (no
 * exponent, no trailing zeros) and units as numbers.
 */
export async function groupsOf(importId: string) {
  const groups = await db.earningGroup.findMany({ where: { importId }, orderBy: { id: 'asc' } });
  return groups.map((g) => ({
    ...g,
    units: Number(g.units),
    amount: g.amount.toFixed(),
    amountUsd: g.amountUsd.toFixed(),
  }));
}

/** An import's lines (its unmatched rows, and those matched by hand since) in file order. */
export const linesOf = (importId: string) =>
  db.earningLine.findMany({ where: { importId }, orderBy: { rowNumber: 'asc' } });
