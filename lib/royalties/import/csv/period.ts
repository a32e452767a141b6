// Statement dates and months as YYYY-MM: every form the presets' and DSR files' date cells take.

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const month = (name: string) => MONTHS[name.toLowerCase().slice(0, name.toLowerCase().startsWith('sept') ? 4 : 3)];
const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));
const ym = (y: number, m: number) =>
  m >= 1 && m <= 12 && y >= 1900 && y <= 2200 ? `${y}-${String(m).padStart(2, '0')}` : null;

/**
 * YYYY-MM from the date forms statements use: ISO dates and datetimes, YYYYMM(DD), m/d/yyyy or
 * dd/mm/yyyy (by the preset's order; a first number above 12 is a day), Jun-25, June 2025,
 * 04 Jan 2021, a DSR period 2025-06-01--2025-06-30 (its first month), Q3 2025, Q1-18, 2025M6. Null when unreadable.
 */
export function toPeriod(raw: string, order: 'mdy' | 'dmy' = 'mdy'): string | null {
  const s = raw.trim().replace(/^"|"$/g, '');
  let m = /^(\d{4})-?(\d{2})(?:-?(\d{2}))?(?:[T ].*)?(?:\s*(?:--|\/|–)\s*\d{4}-?\d{2}(?:-?\d{2})?)?$/.exec(s);
  if (m) return ym(Number(m[1]), Number(m[2]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:[ T,].*)?$/.exec(s);
  if (m) {
    let [a, b] = [Number(m[1]), Number(m[2])];
    if (order === 'dmy' || a > 12) [a, b] = [b, a];
    if (b > 31) return null;
    return ym(fullYear(m[3]), a);
  }
  m = /^(\d{4})[/.](\d{1,2})(?:[/.]\d{1,2})?$/.exec(s);
  if (m) return ym(Number(m[1]), Number(m[2]));
  m = /^([A-Za-z]{3,9})\.?[\s\-/,]+(\d{2}|\d{4})$/.exec(s);
  if (m && month(m[1])) return ym(fullYear(m[2]), month(m[1]));
  m = /^(?:[A-Za-z]{3},?\s+)?(\d{1,2})[\s-]+([A-Za-z]{3,9})\.?[\s-]+(\d{2}|\d{4})(?:[\s,T].*)?$/.exec(s);
  if (m && month(m[2])) return ym(fullYear(m[3]), month(m[2]));
  m = /^(?:[A-Za-z]{3},?\s+)?([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})(?:[\s,T].*)?$/.exec(s);
  if (m && month(m[1])) return ym(Number(m[3]), month(m[1]));
  m = /^Q([1-4])[\s-]*(\d{2}|\d{4})$/i.exec(s);
  if (m) return ym(fullYear(m[2]), (Number(m[1]) - 1) * 3 + 1);
  // The Orchard's periods: 2017M10, 2017M9.
  m = /^(\d{4})M(\d{1,2})$/i.exec(s);
  if (m) return ym(Number(m[1]), Number(m[2]));
  // A spreadsheet's date serial (a date cell written as a plain number): days since 1899-12-30 in Excel's
  // 1900 date system (serial 1 is 1900-01-01, 1900 counted as a leap year). Five digits: 1927 to 2173.
  m = /^([1-9]\d{4})(?:\.\d+)?$/.exec(s);
  if (m) {
    const d = new Date(EXCEL_EPOCH + Number(m[1]) * 86_400_000);
    return ym(d.getUTCFullYear(), d.getUTCMonth() + 1);
  }
  return null;
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
