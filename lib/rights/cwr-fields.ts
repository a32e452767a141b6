// CWR 2.1 fields: fixed width, ASCII upper case, numbers zero-padded; society names as CISAC codes; the dates,
// times and durations as the specification writes them. Used by the record writers in cwr-records.ts.
import { cwrText } from './cwr-text';

/** A: CWR ASCII text (transliterated), N: zero-padded number, X: text kept as typed (NAT/NPN/NWN records). */
export type CwrField = [value: string | number | null | undefined, width: number, kind: 'A' | 'N' | 'X'];

/** Society names -> CISAC society codes (3 digits) for the affiliation fields. */
const SOCIETY_CODES: Record<string, string> = {
  ASCAP: '010',
  BMI: '021',
  SESAC: '071',
  GMR: '319',
  SOCAN: '101',
  PRS: '052',
  MCPS: '044',
  GEMA: '035',
  SACEM: '058',
  SGAE: '079',
  SIAE: '074',
  APRA: '008',
  JASRAC: '088',
  STIM: '077',
  TONO: '090',
  KODA: '040',
  HFA: '034',
  MLC: '318',
  SAMRO: '061',
  IMRO: '128',
  BUMA: '023',
  SABAM: '055',
  SUISA: '080',
  AKM: '005',
  ECAD: '776',
};

export function societyCode(name: string | null | undefined): string {
  if (!name) return '';
  const key = name.trim().toUpperCase();
  if (/^\d{1,3}$/.test(key)) return key.padStart(3, '0');
  return SOCIETY_CODES[key] ?? '';
}

function fmt([value, width, kind]: CwrField): string {
  if (kind === 'N') {
    const s = value === null || value === undefined || value === '' ? '' : String(value);
    if (!/^\d*$/.test(s)) throw new Error(`numeric CWR field got ${s}`);
    return s.padStart(width, '0').slice(-width);
  }
  const raw = value === null || value === undefined ? '' : String(value);
  if (kind === 'X') {
    const chars = [...raw.normalize('NFC')].slice(0, width);
    return chars.join('') + ' '.repeat(width - chars.length);
  }
  return cwrText(raw).padEnd(width, ' ').slice(0, width);
}

/** One record: the fields concatenated; the length must be the specification's record length. */
export function record(fields: CwrField[], expectedLength: number): string {
  const line = fields.map(fmt).join('');
  if ([...line].length !== expectedLength)
    throw new Error(`CWR record ${line.slice(0, 3)} is ${[...line].length} long`);
  return line;
}

export const ymd = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '');
export const hms = (d: Date) => d.toISOString().slice(11, 19).replace(/:/g, '');
export const duration = (sec: number | null | undefined) => {
  if (!sec) return '000000';
  const h = Math.floor(sec / 3600);
  const m = Math.floor((sec % 3600) / 60);
  const s = sec % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join('');
};
