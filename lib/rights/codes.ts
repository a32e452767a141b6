// Identifier checks of the rights area: ISWC, IPI name number, ISRC. Pure functions.

/** "T-034.524.680-1", "T0345246801" -> "T0345246801", or null when the shape is wrong. */
export function normalizeIswc(value: string): string | null {
  const compact = value.toUpperCase().replace(/[\s.-]/g, '');
  return /^T\d{10}$/.test(compact) ? compact : null;
}

/** ISWC check digit: 1 + sum(i * digit_i) for the nine digits, then (10 - sum mod 10) mod 10. */
export function iswcCheckDigit(nineDigits: string): number {
  let sum = 1;
  for (let i = 0; i < 9; i++) sum += (i + 1) * Number(nineDigits[i]);
  return (10 - (sum % 10)) % 10;
}

export function isValidIswc(value: string): boolean {
  const n = normalizeIswc(value);
  return !!n && iswcCheckDigit(n.slice(1, 10)) === Number(n[10]);
}

/** T0345246801 -> T-034.524.680-1 */
export function formatIswc(compact: string): string {
  return `T-${compact.slice(1, 4)}.${compact.slice(4, 7)}.${compact.slice(7, 10)}-${compact.slice(10)}`;
}

/** IPI name number: 11 digits (shorter ones are left-padded with zeros). */
export function normalizeIpi(value: string): string | null {
  const digits = value.replace(/[\s.-]/g, '');
  if (!/^\d{1,11}$/.test(digits)) return null;
  return digits.padStart(11, '0');
}

/** The two check digits of an IPI name number (mod 101 over weights 10..2). */
export function ipiCheckDigits(nineDigits: string): string {
  let total = 0;
  for (let i = 0; i < 9; i++) total += Number(nineDigits[i]) * (10 - i);
  total %= 101;
  if (total !== 0) total = (101 - total) % 100;
  return String(total).padStart(2, '0');
}

export function isValidIpi(value: string): boolean {
  const n = normalizeIpi(value);
  return !!n && ipiCheckDigits(n.slice(0, 9)) === n.slice(9);
}

/** ISRC as stored: 12 characters, no hyphens, upper case. */
export function normalizeIsrc(value: string): string | null {
  const compact = value.toUpperCase().replace(/[\s-]/g, '');
  return /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/.test(compact) ? compact : null;
}

const WRITER_ROLES = ['CA', 'A', 'C', 'AR', 'AD', 'SA', 'SR', 'TR', 'PA'] as const;
const PUBLISHER_ROLES = ['E', 'AM', 'SE', 'AQ', 'ES'] as const;
export const PARTY_ROLES = [...WRITER_ROLES, ...PUBLISHER_ROLES] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

export const isWriterRole = (role: string) => (WRITER_ROLES as readonly string[]).includes(role);

export const ROLE_LABEL: Record<PartyRole, string> = {
  CA: 'Composer/Author',
  A: 'Author (lyricist)',
  C: 'Composer',
  AR: 'Arranger',
  AD: 'Adaptor',
  SA: 'Sub-author',
  SR: 'Sub-arranger',
  TR: 'Translator',
  PA: 'Income participant',
  E: 'Original publisher',
  AM: 'Administrator',
  SE: 'Sub-publisher',
  AQ: 'Acquirer',
  ES: 'Substituted publisher',
};

/** 10,000 basis points -> "100%", 3333 -> "33.33%". */
export const formatShare = (bp: number) => `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
