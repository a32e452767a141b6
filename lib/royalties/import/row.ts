// One statement row: validated, normalised and converted to USD micro-dollars (pure; unit-tested).
import Decimal from 'decimal.js';
import { BadRequest } from '../../errors';
import type { ColumnIndex } from './mapping';

export interface RowDefaults {
  store: string;
  period: string;
  currency: string;
  /** USD per unit of the statement's currency */
  rate: Decimal;
}

/** The rate as an integer number of 1e-8 units (the column's precision), computed once per import. */
const rateCache = new WeakMap<Decimal, bigint>();
function rateScaled(rate: Decimal): bigint {
  let r = rateCache.get(rate);
  if (r === undefined) {
    r = BigInt(rate.times(1e8).toFixed(0));
    rateCache.set(rate, r);
  }
  return r;
}

/**
 * amount × rate in micro-dollars, rounded half-even, in exact integer arithmetic (as decimal.js would,
 * without a Decimal per row).
 */
export function toUsdMicros(amount: string, rate: Decimal): bigint {
  const neg = amount.startsWith('-');
  const [int, frac = ''] = amount.replace(/^[+-]/, '').split('.');
  const a = BigInt((int || '0') + frac);
  const num = a * rateScaled(rate);
  const div = 10n ** BigInt(frac.length + 8 - 6);
  if (div === 0n) return neg ? -num : num;
  let q = num / div;
  const r = num % div;
  if (r * 2n > div || (r * 2n === div && q % 2n === 1n)) q += 1n;
  return neg ? -q : q;
}

export interface ParsedRow {
  rowNumber: number;
  isrc: string;
  upc: string;
  title: string;
  store: string;
  country: string;
  salePeriod: string;
  units: number;
  amount: string;
  currency: string;
  /** The amount in USD, in millionths of a dollar */
  usdMicros: bigint;
}

const MAX_AMOUNT = 1_000_000_000;
const MAX_UNITS = 1_000_000_000;
const AMOUNT_RE = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** YYYY-MM from YYYY-MM, YYYY-MM-DD (or a datetime), YYYYMM or YYYYMMDD; null when unreadable. */
export function toPeriod(raw: string): string | null {
  const s = raw.trim();
  const m = /^(\d{4})-?(\d{2})(?:-?\d{2})?(?:[T ].*)?$/.exec(s);
  if (!m) return null;
  const month = Number(m[2]);
  if (month < 1 || month > 12) return null;
  return `${m[1]}-${m[2]}`;
}

const cell = (rec: string[], i: number | undefined) => (i === undefined ? '' : (rec[i] ?? '').trim());

/** Parses one record; throws a 400 naming the row and the problem. Returns null for skipped records. */
export function parseRow(rec: string[], rowNumber: number, cols: ColumnIndex, d: RowDefaults): ParsedRow | null {
  if (cols.recordType && !cols.recordType.values.has(cell(rec, cols.recordType.index))) return null;
  const f = cols.fields;
  const fail = (msg: string): never => {
    throw new BadRequest(`Row ${rowNumber}: ${msg}`);
  };
  const rawAmount = cell(rec, f.net_amount).replace(/^\$/, '');
  if (rawAmount === '') fail('net_amount is empty');
  if (!AMOUNT_RE.test(rawAmount)) fail(`net_amount "${rawAmount.slice(0, 40)}" is not a number`);
  if (rawAmount.startsWith('-') && /[1-9]/.test(rawAmount))
    fail(`net_amount ${rawAmount} is negative; send refunds and corrections as an adjustment`);
  const digits = rawAmount.replace(/^[+-]/, '');
  const amount = (digits.startsWith('.') ? `0${digits}` : digits).replace(/\.$/, '');
  if (Number(amount) > MAX_AMOUNT) fail(`net_amount ${rawAmount} is not a plausible amount for one row`);

  const rawUnits = cell(rec, f.units);
  let units = 0;
  if (rawUnits !== '') {
    if (!/^\d+(\.0+)?$/.test(rawUnits)) fail(`units "${rawUnits.slice(0, 40)}" is not a whole number of zero or more`);
    units = Number.parseInt(rawUnits, 10);
    if (units > MAX_UNITS) fail(`units ${rawUnits} is not a plausible count for one row`);
  }

  const currency = (cell(rec, f.currency) || d.currency).toUpperCase();
  if (currency !== d.currency)
    fail(
      `currency ${currency.slice(0, 10)} differs from the statement's currency ${d.currency}; import each currency as its own statement`,
    );

  const rawPeriod = cell(rec, f.sale_period);
  const salePeriod = rawPeriod === '' ? d.period : toPeriod(rawPeriod);
  if (!salePeriod) fail(`sale_period "${rawPeriod.slice(0, 40)}" is not a month (use YYYY-MM)`);

  const isrc = cell(rec, f.isrc).toUpperCase().replace(/[-\s]/g, '');
  const upc = cell(rec, f.upc).replace(/\s/g, '');
  if (!isrc && !upc) fail('neither an ISRC nor a UPC to match the row by');

  return {
    rowNumber,
    isrc: isrc.slice(0, 20),
    upc: upc.slice(0, 20),
    title: cell(rec, f.track_title).slice(0, 300),
    store: (cell(rec, f.store) || d.store).slice(0, 100),
    country: cell(rec, f.country).toUpperCase().slice(0, 10),
    salePeriod: salePeriod!,
    units,
    amount,
    currency,
    usdMicros: toUsdMicros(amount, d.rate),
  };
}

/** Micro-dollars to cents, half up (amounts are never negative here). */
export function microsToCents(micros: bigint): number {
  return Number((micros + 5_000n) / 10_000n);
}

/** Micro-dollars as a decimal string with six places, for numeric columns. */
export function microsToDecimal(micros: bigint): string {
  const neg = micros < 0n;
  const a = neg ? -micros : micros;
  return `${neg ? '-' : ''}${a / 1_000_000n}.${String(a % 1_000_000n).padStart(6, '0')}`;
}
