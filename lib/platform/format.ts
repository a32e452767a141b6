// The one formatter module for what people read: money, codes, dates and counts (en-US, as the spec
// asks). Pure functions, safe on the server and in the browser; components import from here.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const integer = new Intl.NumberFormat('en-US');

/** Integer cents as dollars: 123456 -> "$1,234.56", -5 -> "-$0.05". Exact for bigint amounts too. */
export function formatMoney(cents: number | bigint): string {
  if (typeof cents === 'number') return usd.format(cents / 100);
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = usd.format(`${abs / 100n}.${String(abs % 100n).padStart(2, '0')}` as Intl.StringNumericLiteral);
  return negative ? `-${text}` : text;
}

/** Integer cents as a plain dollar amount for JSON answers (no symbol, no separators): 123456 -> "1234.56". */
export function centsToDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A whole count with separators: 12345 -> "12,345". */
export function formatCount(n: number | bigint): string {
  return integer.format(n);
}

/**
 * A size in bytes for people, binary units (the one place sizes are written): 100 -> "1 KB", 49_000 -> "48 KB",
 * 8_808_038 -> "8.4 MB", 100 MiB -> "100 MB", 2 GiB -> "2 GB".
 */
export function formatBytes(n: number): string {
  if (n >= 1024 ** 3) return `${trimZero((n / 1024 ** 3).toFixed(1))} GB`;
  if (n >= 1024 ** 2) return `${trimZero((n / 1024 ** 2).toFixed(1))} MB`;
  return `${n > 0 ? Math.max(1, Math.round(n / 1024)) : 0} KB`;
}

/** Basis points as a percentage: 1250 -> "12.50%". */
export function formatPercentBps(bps: number): string {
  return `${(bps / 100).toFixed(2)}%`;
}

/** Short numbers for chart axes and tiles: 950 -> "950", 1234 -> "1.2k", 3_400_000 -> "3.4M". */
export function formatCompact(n: number): string {
  const abs = Math.abs(n);
  const units: [number, string][] = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'k'],
  ];
  for (const [size, suffix] of units)
    if (abs >= size) return `${n < 0 ? '-' : ''}${trimZero((abs / size).toFixed(1))}${suffix}`;
  return String(Math.round(n));
}
const trimZero = (s: string) => (s.endsWith('.0') ? s.slice(0, -2) : s);

/** An ISRC for display, CC-XXX-YY-NNNNN (anything that is not an ISRC is returned as given). */
export function formatIsrc(code: string): string {
  const m = /^([A-Z]{2})([A-Z0-9]{3})(\d{2})(\d{5})$/.exec(code.replace(/[\s-]/g, '').toUpperCase());
  return m ? `${m[1]}-${m[2]}-${m[3]}-${m[4]}` : code;
}

/** A UPC-A (12 digits) as printed under the bars, "0 12345 67890 5"; an EAN-13 as "4 006381 333931". */
export function formatUpc(code: string): string {
  const d = code.replace(/\D/g, '');
  if (d.length === 12) return `${d[0]} ${d.slice(1, 6)} ${d.slice(6, 11)} ${d[11]}`;
  if (d.length === 13) return `${d[0]} ${d.slice(1, 7)} ${d.slice(7)}`;
  return code;
}

type DateInput = Date | string | number;
const toDate = (d: DateInput) => (d instanceof Date ? d : new Date(d));

/** A calendar date, "Nov 23, 2026" (UTC unless a time zone is given). */
export function formatDate(d: DateInput, timeZone = 'UTC'): string {
  return toDate(d).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone });
}

/**
 * A date and time, "Nov 23, 2026, 7:21 PM" in the given time zone (UTC by default); with `showZone` the zone
 * follows ("... 7:21 PM EST"), for times people in several zones read (bookings).
 */
export function formatDateTime(d: DateInput, timeZone = 'UTC', showZone = false): string {
  const text = toDate(d).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
  if (!showZone) return text;
  const zone = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(toDate(d))
    .find((p) => p.type === 'timeZoneName')?.value;
  return zone ? `${text} ${zone}` : text;
}

/** A day with its weekday, "Wednesday, Nov 25, 2026" (calendars). */
export function formatWeekday(d: DateInput, timeZone = 'UTC'): string {
  return toDate(d).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  });
}

/** A time of day, "7:21 PM" in the given time zone (UTC by default). */
export function formatTime(d: DateInput, timeZone = 'UTC'): string {
  return toDate(d).toLocaleTimeString('en-US', { timeStyle: 'short', timeZone });
}

/** A sale period or month "2026-11" as "November 2026" (long) or "Nov 2026" (short, for chart axes). */
export function formatMonth(period: string, style: 'long' | 'short' = 'long'): string {
  const d = new Date(`${period.slice(0, 7)}-01T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return period;
  return d.toLocaleDateString('en-US', { month: style, year: 'numeric', timeZone: 'UTC' });
}

/** A ticking clock, "Wed 7:21:05 PM" in the given time zone. */
export function formatClock(d: DateInput, timeZone = 'UTC'): string {
  return toDate(d).toLocaleString('en-US', {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  });
}
