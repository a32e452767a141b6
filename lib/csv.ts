// The one way to write CSV: csv-stringify (quoting, CRLF) plus one guard against spreadsheet formulas.
import { stringify } from 'csv-stringify/sync';

/**
 * A text cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) is prefixed with an
 * apostrophe so it shows as text. Numbers (a negative amount such as -12.00) are left as they are.
 */
function guardFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
}

const options = {
  record_delimiter: 'windows' as const,
  // With CRLF records csv-stringify quotes only a full CRLF; a lone LF or CR must be quoted too.
  quoted_match: /[\r\n]/,
  cast: { string: guardFormula },
};

/** Rows (and an optional header row of column names) as CSV text with CRLF line ends. */
export function toCsv(rows: unknown[][], columns?: string[]): string {
  return stringify(rows, columns ? { ...options, header: true, columns } : options);
}

/** One CSV line, for exports streamed row by row. */
export function csvLine(row: unknown[]): string {
  return stringify([row], options);
}
