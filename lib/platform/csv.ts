// The one way to write CSV: csv-stringify (quoting, CRLF) plus one guard against spreadsheet formulas.
import { stringify } from 'csv-stringify/sync';

/**
 * A text cell that a spreadsheet would run as a formula is prefixed with an apostrophe so it shows as text
 * (OWASP CSV injection): one starting with = + - @ TAB or CR, also behind leading whitespace or invisible
 * characters (zero-width space/joiners, BOM, word joiner, soft hyphen) and in their fullwidth forms (＝ ＋ － ＠),
 * which some spreadsheets read as the ASCII ones. Numbers (a negative amount such as -12.00) are left as they are.
 */
const FORMULA_START = /^[\s\u00ad\u200b-\u200f\u2060\ufeff]*[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;
function guardFormula(value: string): string {
  return FORMULA_START.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
}

const options = {
  record_delimiter: 'windows' as const,
  // With CRLF records csv-stringify quotes only a full CRLF; a lone LF or CR must be quoted too. A semicolon or
  // tab is a separator in other locales' spreadsheets: quoted, `a;=cmd()` stays one text cell there too.
  quoted_match: /[\r\n;\t]/,
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

/**
 * One CSV record of data the platform reads back itself (a spreadsheet converted for the statement importer):
 * quoted where needed, CRLF, the cells exactly as given (no formula guard: nobody opens it in a spreadsheet).
 */
export function csvDataLine(row: string[]): string {
  return stringify([row], { record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}
