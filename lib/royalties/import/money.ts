// Money in statement rows, exact: amounts as plain decimal strings, USD as integers of 1e-16 dollars,
// cents taken once (half away from zero) and split with largest remainders so parts sum exactly.
import Decimal from 'decimal.js';
/** USD amounts are kept as integers of 1e-16 dollars; cents are taken once, at allocation. */
export const USD_SCALE = 16;
const USD_UNIT = 10n ** BigInt(USD_SCALE);
const CENT_UNIT = USD_UNIT / 100n;
const RATE_ONE = 1_000_000_000_000n;
const ZEROS = '0'.repeat(USD_SCALE);
/** 10^(9 - decimals) by decimals (0 to 9): a 1e-9 unit count is digits × this (a table: Math.pow costs per row) */
const NANO_SCALE = [1e9, 1e8, 1e7, 1e6, 1e5, 1e4, 1e3, 1e2, 1e1, 1];
/** 10^(16 - decimals) by decimals from 10 to 16: the decimals past the 9th as 1e-16 units */
const FINE_SCALE = [1e6, 1e5, 1e4, 1e3, 1e2, 1e1, 1];

/** Scales a positive decimal rate to an integer of 1e-12 units. */
export function scaleRate(rate: string | number): bigint {
  return BigInt(new Decimal(rate).times(1e12).toFixed(0));
}

/**
 * A number as a statement writes it, as a plain decimal string: currency signs, spaces and thousands
 * separators dropped; (1.23) and 1.23- are negative; 1,23 is a decimal comma; 1.2E-5 is expanded.
 * Null when it is not a number.
 */
/**
 * A plain decimal (digits, an optional minus sign and point) in parseAmount's form, read by character
 * codes (this runs once per statement row); undefined when `raw` is anything else.
 */
function plainDecimal(raw: string): string | undefined {
  const n = raw.length;
  let i = raw.charCodeAt(0) === 45 ? 1 : 0;
  const start = i;
  let dot = -1;
  /** The digits as one number (exact while there are at most 15 of them) */
  let digits = 0;
  for (; i < n; i++) {
    const c = raw.charCodeAt(i);
    if (c === 46 && dot < 0 && i > start) dot = i;
    else if (c < 48 || c > 57) return undefined;
    else digits = digits * 10 + (c - 48);
  }
  if (i === start || dot === n - 1) return undefined;
  // Leading zeros of the integer part and trailing zeros of the fraction dropped.
  const intEnd = dot < 0 ? n : dot;
  let a = start;
  while (a < intEnd - 1 && raw.charCodeAt(a) === 48) a++;
  let b = n;
  if (dot >= 0) {
    while (b > dot + 1 && raw.charCodeAt(b - 1) === 48) b--;
    if (b === dot + 1) b = dot;
  }
  const out = a === start && b === n && start === 0 ? raw : raw.slice(a, b);
  const amount = start === 1 && out !== '0' ? `-${out}` : out;
  // Its nanoOf, known from the digits read (dropped zeros change no value): remembered for the sums
  // that ask for it next, which then need not read the amount again.
  const decimals = dot < 0 ? 0 : n - dot - 1;
  if (n - start - (dot < 0 ? 0 : 1) <= 15 && decimals <= 9) {
    const v = amount === '0' ? 0 : (start === 1 ? -digits : digits) * NANO_SCALE[decimals];
    lastAmount = amount;
    lastNano = v < NANO_LIMIT && v > -NANO_LIMIT ? v : null;
  }
  return amount;
}

export function parseAmount(raw: string, decimalComma = false): string | null {
  // The common case (a plain decimal such as 0.004120 or -3) without the general rules below.
  const plain = plainDecimal(raw);
  if (plain !== undefined) return plain;
  let s = raw.trim().replace(/[\s\u00a0'$€£¥₹]/g, '');
  s = s.replace(/^(USD|EUR|GBP|CAD|AUD|JPY)/i, '').replace(/(USD|EUR|GBP|CAD|AUD|JPY)$/i, '');
  if (s === '') return null;
  // A spreadsheet's Accounting format writes zero as a dash ( $ -   ).
  if (s === '-') return '0';
  let neg = false;
  if (/^\(.*\)$/.test(s)) {
    neg = true;
    s = s.slice(1, -1);
  }
  if (/^[^-]*-$/.test(s)) {
    neg = !neg;
    s = s.slice(0, -1);
  }
  if (s.startsWith('-')) {
    neg = !neg;
    s = s.slice(1);
  } else if (s.startsWith('+')) s = s.slice(1);
  if (/^\d*\.?\d+e[+-]?\d+$/i.test(s)) s = new Decimal(s).toFixed();
  const hasComma = s.includes(',');
  const hasDot = s.includes('.');
  if (hasComma && hasDot) {
    if (s.lastIndexOf(',') > s.lastIndexOf('.')) s = s.replace(/\./g, '').replace(',', '.');
    else s = s.replace(/,/g, '');
  } else if (hasComma) {
    s = !decimalComma && /^[1-9]\d{0,2}(,\d{3})+$/.test(s) ? s.replace(/,/g, '') : s.replace(',', '.');
  } else if (/^\d{1,3}(\.\d{3}){2,}$/.test(s)) s = s.replace(/\./g, '');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(s)) return null;
  let [int, frac = ''] = s.split('.');
  int = int.replace(/^0+(?=\d)/, '') || '0';
  frac = frac.replace(/0+$/, '');
  const out = frac ? `${int}.${frac}` : int;
  return neg && /[1-9]/.test(out) ? `-${out}` : out;
}

/** amount × rate (rate scaled by 1e12) in 1e-16 dollars, half-even, in exact integer arithmetic. */
export function toUsd(amount: string, rate12: bigint): bigint {
  // The common case, a rate of exactly 1 and at most 16 decimals: the digits themselves, one BigInt.
  if (rate12 === RATE_ONE) {
    const dot = amount.indexOf('.');
    const fracLen = dot < 0 ? 0 : amount.length - dot - 1;
    if (fracLen <= USD_SCALE)
      return BigInt(dot < 0 ? amount + ZEROS : amount.slice(0, dot) + amount.slice(dot + 1) + ZEROS.slice(fracLen));
  }
  const neg = amount.startsWith('-');
  const [int, frac = ''] = amount.replace(/^-/, '').split('.');
  const num = BigInt(int + frac) * rate12; // scale: frac.length + 12
  const shift = frac.length + 12 - USD_SCALE;
  let q: bigint;
  if (shift <= 0) q = num * 10n ** BigInt(-shift);
  else {
    const div = 10n ** BigInt(shift);
    q = num / div;
    const r = num % div;
    if (r * 2n > div || (r * 2n === div && q % 2n === 1n)) q += 1n;
  }
  return neg ? -q : q;
}

/**
 * A running sum of 1e-9 units is kept in a double while it stays an exact integer: below 2^52, so that
 * adding another amount below 2^52 cannot pass 2^53, where doubles stop holding every integer.
 */
const NANO_LIMIT = 2 ** 52;
/** 1e-9 units to USD_SCALE units */
export const NANO_TO_USD = 10n ** BigInt(USD_SCALE - 9);

/**
 * A plain decimal (parseAmount's form) as an exact integer number of 1e-9 units, or null when it has
 * more than 9 decimals or is too large to stay exact in a double (callers then use toUsd). A number,
 * not a BigInt: a sum kept in a Float64Array changes in place instead of allocating a BigInt a row.
 */
export function nanoOf(amount: string): number | null {
  // A row's amount is asked for twice in a row (the DSR summary check's sum, then the import's).
  if (amount === lastAmount) return lastNano;
  lastAmount = amount;
  return (lastNano = digitsNano(amount) ?? slowNanoOf(amount));
}

let lastAmount = '';
let lastNano: number | null = 0;

/**
 * nanoOf of a plain decimal of at most 15 digits, read by character codes (exact: 15 digits stay below
 * 2^53, as Number() reads them); undefined for anything else, which slowNanoOf reads.
 */
function digitsNano(amount: string): number | null | undefined {
  const n = amount.length;
  let i = amount.charCodeAt(0) === 45 ? 1 : 0;
  const neg = i === 1;
  let dot = -1;
  let count = 0;
  let digits = 0;
  for (; i < n; i++) {
    const c = amount.charCodeAt(i);
    if (c === 46 && dot < 0) {
      dot = i;
      continue;
    }
    const d = c - 48;
    if (d < 0 || d > 9 || ++count > 15) return undefined;
    digits = digits * 10 + d;
  }
  if (count === 0) return undefined;
  const decimals = dot < 0 ? 0 : n - dot - 1;
  if (decimals > 9) return null;
  const v = (neg ? -digits : digits) * NANO_SCALE[decimals];
  return v < NANO_LIMIT && v > -NANO_LIMIT ? v : null;
}

/**
 * The amount toUsd(parseAmount(text)) gives of the cell text[from, to), when that is a plain decimal
 * parseAmount keeps as it is but for leading and trailing zeros (digits, one point inside them, an
 * optional minus sign) of at most 16 decimals and 15 digits to the 9th decimal, not zero and below
 * 2^52 1e-9 units: put in `out` as `nano` 1e-9 units plus `fine` 1e-16 units (the decimals past the 9th),
 * and true. False for anything else, read then through parseAmount. Reads the line's text in place: no
 * string is made for the cell.
 */
export function cellAmount(text: string, from: number, to: number, out: { nano: number; fine: number }): boolean {
  let i = from;
  const neg = text.charCodeAt(i) === 45;
  if (neg) i++;
  const start = i;
  let dot = -1;
  /** The digits to the 9th decimal, and those past it */
  let head = 0;
  let tail = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (dot >= 0 && i - dot > 9) tail = tail * 10 + (c - 48);
      else head = head * 10 + (c - 48);
    } else if (c === 46 && dot < 0 && i > start) dot = i;
    else return false;
  }
  const decimals = dot < 0 ? 0 : to - dot - 1;
  // More than 15 digits in `head` and it may have lost some (refused).
  const headDigits = to - start - (dot < 0 ? 0 : 1) - (decimals > 9 ? decimals - 9 : 0);
  if (headDigits === 0 || headDigits > 15 || dot === to - 1 || decimals > 16) return false;
  const nano = head * NANO_SCALE[decimals > 9 ? 9 : decimals];
  const fine = decimals > 9 ? tail * FINE_SCALE[decimals - 10] : 0;
  if ((nano === 0 && fine === 0) || !(nano < NANO_LIMIT)) return false;
  out.nano = neg ? -nano : nano;
  out.fine = neg ? -fine : fine;
  return true;
}

function slowNanoOf(amount: string): number | null {
  const dot = amount.indexOf('.');
  const decimals = dot < 0 ? 0 : amount.length - dot - 1;
  if (decimals > 9) return null;
  const digits = Number(dot < 0 ? amount : amount.slice(0, dot) + amount.slice(dot + 1));
  // Rounding is monotonic: a rounded value below 2^52 is an integer below 2^52, hence exact.
  const v = digits * NANO_SCALE[decimals];
  return v < NANO_LIMIT && v > -NANO_LIMIT ? v : null;
}

/**
 * A running sum of 1e-9 units plus `n` (nanoOf's), while it stays below NANO_LIMIT; null when it would
 * not, and the caller then carries `sum + n` in a BigInt (still exact: both were whole numbers a double
 * holds). The one rule for the import's sums kept in doubles (totals.ts, the DSR summary check), sums of
 * 1e-16 units (cellAmount's and dsr/share.ts's `fine`) included.
 */
export function addNano(sum: number, n: number): number | null {
  const s = sum + n;
  return s < NANO_LIMIT && s > -NANO_LIMIT ? s : null;
}

/** 1e-16 dollars to cents, half away from zero. */
export function usdToCents(v: bigint): number {
  const neg = v < 0n;
  const a = neg ? -v : v;
  const c = (a + CENT_UNIT / 2n) / CENT_UNIT;
  return Number(neg ? -c : c);
}

/** 1e-16 dollars as a decimal string, for numeric columns. */
export function usdToDecimal(v: bigint): string {
  // One conversion to digits, then the point placed (this runs once per line written).
  let digits = v.toString();
  const neg = digits.startsWith('-');
  if (neg) digits = digits.slice(1);
  if (digits.length <= USD_SCALE) digits = digits.padStart(USD_SCALE + 1, '0');
  return `${neg ? '-' : ''}${digits.slice(0, -USD_SCALE)}.${digits.slice(-USD_SCALE)}`;
}

/**
 * Splits `totalCents` over values (1e-16 dollars, any sign) so that the parts sum exactly to it:
 * each value's floor in cents, then one more cent each to the largest remainders.
 */
export function apportionCents(totalCents: number, values: bigint[]): number[] {
  const floors = values.map((v) => (v >= 0n ? v / CENT_UNIT : -((-v + CENT_UNIT - 1n) / CENT_UNIT)));
  const rems = values.map((v, i) => v - floors[i] * CENT_UNIT);
  let left = BigInt(totalCents) - floors.reduce((s, f) => s + f, 0n);
  const out = floors.slice();
  const order = values.map((_v, i) => i).sort((a, b) => (rems[b] > rems[a] ? 1 : rems[b] < rems[a] ? -1 : a - b));
  if (left >= 0n) {
    for (let k = 0; left > 0n; k = (k + 1) % order.length) {
      out[order[k]] += 1n;
      left -= 1n;
    }
  } else {
    for (let k = order.length - 1; left < 0n; k = (k - 1 + order.length) % order.length) {
      out[order[k]] -= 1n;
      left += 1n;
    }
  }
  return out.map(Number);
}
