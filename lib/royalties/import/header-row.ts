// Where the header of a statement of unknown layout is: past the title rows a spreadsheet adds above it
// (`Sales Report`, `Period: June 2025`, `sep=;`), so the mapping editor names the real columns.
import { DELIMITERS, type Delimiter } from './text';

/** Records looked at for the header: the import looks for a saved mapping's header in as many (layouts.ts). */
export const HEADER_WINDOW = 20;
/** Records after a candidate that say how wide the table is */
const FOLLOWING = 10;

/** Cells up to the last non-empty one: Excel pads title rows with empty cells to the table's width. */
const width = (rec: string[]) => {
  let w = rec.length;
  while (w > 0 && !(rec[w - 1] ?? '').trim()) w--;
  return w;
};
const filled = (rec: string[]) => rec.filter((c) => c.trim() !== '').length;

/** The most common width of some records (the larger on a tie): one malformed row does not set it. */
function usualWidth(widths: number[]): number {
  const n = new Map<number, number>();
  for (const w of widths) n.set(w, (n.get(w) ?? 0) + 1);
  let best = 0;
  let most = 0;
  for (const [w, c] of n) if (c > most || (c === most && w > best)) [best, most] = [w, c];
  return best;
}

/**
 * The index of the header record, or null when none of the first 20 records looks like one. The header
 * is the first record that
 * - names at least two columns (a title or `sep=` line names at most one; a key/value line such as
 *   `Period:,June 2025` is caught by the next rule);
 * - is at least as wide as the usual width of the (up to 10) non-blank records after it: a title or
 *   key/value row is narrower than the table below it, while a header names every column the data rows
 *   fill. The usual width (the most common), not the widest, so one row with a stray delimiter does not
 *   push the real header aside; widths ignore trailing empty cells, which Excel adds to title rows;
 * - is followed by at least one record of exactly its width (a data row), unless nothing follows: a
 *   comment line that happens to be wider than the table has no row of its width under it.
 * A file without title rows gets its first record, as before.
 */
export function findHeaderRow(records: string[][]): number | null {
  const head = records.slice(0, HEADER_WINDOW + FOLLOWING);
  for (let i = 0; i < Math.min(head.length, HEADER_WINDOW); i++) {
    const w = width(head[i]);
    if (filled(head[i]) < 2) continue;
    const after = head
      .slice(i + 1)
      .filter((r) => filled(r) > 0)
      .slice(0, FOLLOWING)
      .map(width);
    if (after.length === 0) return i;
    if (w >= usualWidth(after) && after.includes(w)) return i;
  }
  return null;
}

/**
 * The delimiter and header of a file of unknown layout: the given delimiter's when its header is found,
 * unless another delimiter finds a wider one (a title line such as `Sales Report, June 2025` holds a
 * comma before a semicolon or tab file, and the delimiter was guessed from it).
 */
export function tableOf(recordsOf: (d: Delimiter) => string[][], guessed: Delimiter, fixed: boolean) {
  const read = (d: Delimiter) => {
    const records = recordsOf(d);
    const at = findHeaderRow(records);
    return { delimiter: d, records, headerRow: at ?? 0, width: at === null ? 0 : width(records[at]) };
  };
  let best = read(guessed);
  if (fixed) return best;
  for (const d of DELIMITERS) {
    if (d === guessed) continue;
    let other;
    try {
      other = read(d);
    } catch {
      continue;
    }
    if (other.width > best.width) best = other;
  }
  return best;
}
