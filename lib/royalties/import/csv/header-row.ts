// Where the header of a statement of unknown layout is: past the title rows a spreadsheet adds above it
// (`Sales Report`, `Period: June 2025`, `sep=;`), so the mapping editor names the real columns.
import { otherDelimiters, type Delimiter } from '../text';

/** Records looked at for the header: the import looks for a saved mapping's header in as many (layouts.ts). */
export const HEADER_WINDOW = 20;
/** Records, from the first, whose widths tell the table's width */
const SAMPLE = HEADER_WINDOW + 10;

/** Cells up to the last non-empty one: Excel pads title rows with empty cells to the table's width. */
const width = (rec: string[]) => {
  let w = rec.length;
  while (w > 0 && !(rec[w - 1] ?? '').trim()) w--;
  return w;
};
const filled = (rec: string[]) => rec.filter((c) => c.trim() !== '').length;

/**
 * The index of the header record, or null when none of the first 20 records looks like one.
 *
 * The table's width is the largest width that at least a quarter (and at least two) of the first 30
 * non-blank records reach: the header and the data rows reach it, title rows (`Sales Report`, a
 * key/value pair such as `Period:,June 2025`, `sep=;`) are narrower, and one or two rows made wider by a
 * stray delimiter are too few to set it. The header is then the first record that names at least two
 * columns and reaches that width. Widths ignore trailing empty cells (Excel pads title rows to the
 * table's width with them); a header may name more columns than the data rows fill (a last column left
 * empty in every row) or leave one unnamed. A file without title rows gets its first record, as before.
 * Not told apart: a comment line wider than the table above its header (it would be taken for it).
 */
export function findHeaderRow(records: string[][]): number | null {
  const widths = records
    .slice(0, SAMPLE)
    .filter((r) => filled(r) > 0)
    .map(width);
  const need = Math.max(2, Math.ceil(widths.length / 4));
  const reached = (w: number) => widths.filter((x) => x >= w).length >= need;
  const table = [...new Set(widths)].sort((a, b) => b - a).find(reached) ?? 2;
  const head = records.slice(0, HEADER_WINDOW);
  const at = head.findIndex((r) => filled(r) >= 2 && width(r) >= table);
  return at < 0 ? null : at;
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
  for (const d of otherDelimiters(guessed)) {
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
