// One statement row: read through a column index, validated, normalised and converted to USD at 16
// decimal places. Pure (no database): the import job and the mapping editor's live preview share it.
import type { TemplateField } from '../../schema';
import { parseAmount, scaleRate, toUsd } from '../money';

import { toPeriod } from './period';

export { toPeriod };
export { apportionCents, parseAmount, scaleRate, toUsd, usdToCents, usdToDecimal, USD_SCALE } from '../money';

export interface ColumnIndex {
  fields: Partial<Record<TemplateField, number>>;
}

export interface RowRules {
  /** How numeric dates such as 03/04/2025 are read */
  dateOrder: 'mdy' | 'dmy';
  /** Row kinds (values of the row_type column, lower case) that are skipped, with the reason shown */
  skipKinds?: Record<string, string>;
  /** The currency of amounts when the row has none (a preset's own, else the statement's) */
  currency: string;
  store: string;
  period: string;
  /** A comma in a number is the decimal separator (semicolon-separated files) */
  decimalComma?: boolean;
  /** USD per unit, scaled by 1e12, per currency; null in the preview (no conversion) */
  rates: Map<string, bigint> | null;
  /** The file's cell delimiter, for records read from their line's text (Interpreter.quick); unset in the preview */
  delimiter?: string;
  /** An admin accepted the file's discrepancy (a held import): the lines are imported, the findings kept */
  acceptDiscrepancy?: boolean;
}

export interface ParsedRow {
  rowNumber: number;
  isrc: string;
  upc: string;
  title: string;
  artist: string;
  store: string;
  country: string;
  salePeriod: string;
  units: number;
  /** The amount as in the file, as a plain decimal string (sign kept) */
  amount: string;
  currency: string;
  /**
   * USD per unit of the row's currency, scaled by 1e12; 0 in the preview (no conversion). The amount in
   * USD is rowUsd(row), computed when needed: most rows are summed from their amount (totals.ts).
   */
  rate: bigint;
  /** The row gives its own exchange rate (converted by it when the statement has none for its currency) */
  ownRate?: true;
  /** The review queue's reason for a line without an identifier (a DSR usage-independent fee) */
  note?: string;
}

export type Outcome =
  | { t: 'row'; row: ParsedRow; key?: RowKey }
  /** `amount`: what a row skipped by rule carried (a payout), counted as refused revenue in the summary */
  | { t: 'skip'; reason: string; amount?: string }
  | { t: 'refuse'; reason: string }
  | { t: 'header' };

/**
 * The rows an interpreter knows to be alike in everything but their usages and amount (DSR usage records
 * whose other cells repeat an earlier record's: dsr/quick.ts). The import sets `bucket` once one of them is
 * matched and summed (totals.ts); the interpreter then reads the others from their text alone (quick).
 */
export interface RowKey {
  /** The bucket these rows are summed in (Totals.add's number), or -1 while none is known */
  bucket: number;
}

/** The `k`th whole line after the one being read (1: the next), if the text read so far holds it */
export type Peek = (k: number) => string | undefined;
/** Offered a line before it is split (Interpreter.quick's caller): how many lines it took from it on, 0 for none */
export type OnLine = (line: string, peek: Peek) => number;

/**
 * A record read by Interpreter.quick: a row of a known bucket, with its usages and its amount, which is
 * `nano` 1e-9 units plus `fine` 1e-16 units (a DSR line's share of its summary's revenue has more
 * decimals than nano keeps). Both are whole numbers below 2^53.
 */
export interface QuickRow {
  bucket: number;
  units: number;
  nano: number;
  fine: number;
  /** Records read: 1, or 2 with the record after the row's, skipped for `skip` (a DSR licensor allocation) */
  lines: number;
  skip: string;
  /** That record's line */
  skipped: string;
}

/** What an interpreter says of a record: its outcome, or `defer` when only later records settle it (Interpreter.settled). */
export type ReadOutcome = Outcome | { t: 'defer' };

/** A deferred record's outcome, with the record it belongs to. */
export interface Settled {
  rowNumber: number;
  rec: string[];
  out: Outcome;
}

const MAX_AMOUNT = 1_000_000_000;
const MAX_UNITS = 1_000_000_000;

/**
 * A total a spreadsheet wrote among the rows: `Total`, `Grand Total`, `Subtotal` in any cell, or in a code
 * cell Excel's Subtotal label `<the code> Total`. Only asked of rows without a usable code (never of
 * normal rows): a total row is skipped, not counted a second time nor queued for review.
 */
const TOTAL_LABEL = /^(?:grand\s+|sub-?\s*)?totals?\b|\s(?:grand\s+|sub-?\s*)?totals?:?$/i;
const isTotalRow = (rec: string[]) => rec.some((c) => TOTAL_LABEL.test(c.trim()));

/** ISRC: upper case without dashes or spaces. */
const ISRC_PLAIN = /^[A-Z0-9]{12}$/;
const normIsrc = (s: string) => (s === '' || ISRC_PLAIN.test(s) ? s : s.toUpperCase().replace(/[^A-Z0-9]/g, ''));
/**
 * UPC/EAN: digits only (quotes, spaces, a spreadsheet's leading apostrophe or ="..." dropped). Eleven
 * digits are a UPC-A whose leading zero a spreadsheet dropped (it keeps number codes as numbers): no
 * barcode has eleven digits, and a leading zero leaves the check digit as it was.
 */
const normUpc = (s: string) => {
  if (s === '') return '';
  let t = s.replace(/^="?|"$/g, '').replace(/[\s'"-]/g, '');
  if (!/^\d+$/.test(t)) t = /^\d+(\.0+)?$/.test(t) ? t.split('.')[0] : t;
  return t.length === 11 && /^\d+$/.test(t) ? `0${t}` : t;
};

/**
 * toPeriod, remembered: a statement has a few distinct dates or months over its rows, and the regular
 * expressions cost more than the rest of a row. Bounded, so a file with a timestamp per row stays flat.
 */
const periods = { mdy: new Map<string, string | null>(), dmy: new Map<string, string | null>() };
function periodOf(raw: string, order: 'mdy' | 'dmy'): string | null {
  const seen = periods[order];
  let p = seen.get(raw);
  if (p === undefined) {
    p = toPeriod(raw, order);
    if (seen.size >= 10_000) seen.clear();
    seen.set(raw, p);
  }
  return p;
}

const cell = (rec: string[], i: number | undefined) => (i === undefined ? '' : (rec[i] ?? '').trim());

/** Reads one data record. Returns a row, a skip with its reason, or a refusal (fails the import). */
export function interpretRow(rec: string[], rowNumber: number, cols: ColumnIndex, rules: RowRules): Outcome {
  const f = cols.fields;
  if (rec.every((c) => c.trim() === '')) return { t: 'skip', reason: 'empty row' };
  const kind = cell(rec, f.row_type).toLowerCase();
  const kindReason = kind && rules.skipKinds?.[kind];
  if (kindReason) {
    const carried = parseAmount(cell(rec, f.net_amount) || '0', rules.decimalComma);
    return carried && carried !== '0'
      ? { t: 'skip', reason: kindReason, amount: carried }
      : { t: 'skip', reason: kindReason };
  }

  const rawAmount = cell(rec, f.net_amount);
  if (rawAmount === '') return { t: 'skip', reason: 'no amount' };
  const amount = parseAmount(rawAmount, rules.decimalComma);
  if (amount === null) return { t: 'refuse', reason: `net_amount "${rawAmount.slice(0, 40)}" is not a number` };
  if (Math.abs(Number(amount)) > MAX_AMOUNT)
    return { t: 'refuse', reason: `net_amount ${rawAmount.slice(0, 40)} is not a plausible amount for one row` };

  const isrc = normIsrc(cell(rec, f.isrc));
  const upc = normUpc(cell(rec, f.upc));
  // A code that is no ISRC, or a barcode ending in a letter: maybe Excel's `<code> Total` subtotal label.
  if (
    ((isrc !== '' && isrc.length !== 12) || (upc !== '' && upc.charCodeAt(upc.length - 1) > 57)) &&
    (TOTAL_LABEL.test(cell(rec, f.isrc)) || TOTAL_LABEL.test(cell(rec, f.upc)))
  )
    return { t: 'skip', reason: 'total row' };
  const title = cell(rec, f.track_title);
  const artist = cell(rec, f.artist);
  // A row that carries revenue is never skipped: without a code, title or artist it goes to the review
  // queue with its amount, to be assigned by hand (a totals row, a sum of the others, is skipped).
  let note: string | undefined;
  if (!isrc && !upc && !(title && artist)) {
    if (isTotalRow(rec)) return { t: 'skip', reason: 'total row' };
    if (amount === '0') return { t: 'skip', reason: 'zero amount' };
    const what = kind || cell(rec, f.store).toLowerCase() || title.toLowerCase();
    note = `no ISRC, UPC, or title and artist${what ? ` (${what.slice(0, 60)})` : ''}: assign it by hand`;
  }
  if (amount === '0') return { t: 'skip', reason: 'zero amount' };

  let rawUnits = cell(rec, f.units);
  if (rawUnits.includes(',')) rawUnits = rawUnits.replace(/,/g, '');
  let units = 0;
  if (rawUnits !== '') {
    if (!/^[+-]?\d+(\.\d+)?$/.test(rawUnits))
      return { t: 'refuse', reason: `units "${rawUnits.slice(0, 40)}" is not a number` };
    units = Math.round(Number(rawUnits));
    if (Math.abs(units) > MAX_UNITS)
      return { t: 'refuse', reason: `units ${rawUnits} is not a plausible count for one row` };
  }

  const currency = (cell(rec, f.currency) || rules.currency).toUpperCase().slice(0, 10);
  // The statement's rate for the currency; else the row's own (a rate column), else the row is refused.
  const rawRate = f.exchange_rate === undefined ? '' : cell(rec, f.exchange_rate);
  let ownRate: bigint | null = null;
  if (rawRate !== '') {
    const r = parseAmount(rawRate, rules.decimalComma);
    if (r === null || Number(r) <= 0 || Number(r) > 100_000)
      return { t: 'refuse', reason: `exchange rate "${rawRate.slice(0, 40)}" is not a positive number` };
    ownRate = scaleRate(r);
  }
  let usdRate = 0n;
  if (rules.rates) {
    const rate = rules.rates.get(currency) ?? ownRate;
    if (rate === null || rate === undefined)
      return {
        t: 'refuse',
        reason: `the amount is in ${currency}, which has no exchange rate: give the USD rate of ${currency} (such as {"${currency}":1.08}) and upload the file again`,
      };
    usdRate = rate;
  }

  const rawPeriod = cell(rec, f.sale_period);
  const salePeriod = rawPeriod === '' ? rules.period : periodOf(rawPeriod, rules.dateOrder);
  if (!salePeriod) return { t: 'refuse', reason: `sale date "${rawPeriod.slice(0, 40)}" is not a date or month` };

  const row: ParsedRow = {
    rowNumber,
    isrc: isrc.length > 20 ? isrc.slice(0, 20) : isrc,
    upc: upc.length > 20 ? upc.slice(0, 20) : upc,
    title: title.length > 300 ? title.slice(0, 300) : title,
    artist: artist.length > 300 ? artist.slice(0, 300) : artist,
    store: (cell(rec, f.store) || rules.store).slice(0, 100),
    country: cell(rec, f.country).toUpperCase().slice(0, 10),
    salePeriod,
    units,
    amount,
    currency,
    rate: usdRate,
  };
  if (ownRate !== null) row.ownRate = true;
  if (note) row.note = note;
  return { t: 'row', row };
}

/** A row's amount in USD, in 1e-16 dollars (0 in the preview, which converts nothing). */
export const rowUsd = (r: ParsedRow): bigint => (r.rate === 0n ? 0n : toUsd(r.amount, r.rate));
