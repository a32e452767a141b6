// CWR 2.1 non-Roman alphabet records: the original text of a title or name that the fixed-width ASCII fields
// could only hold transliterated. Positions (1-based): NAT title 20-659, title type 660-661, language 662-663
// (663 long); NPN publisher sequence 20-21, IP 22-30, name 31-510, language 511-512 (512 long); NWN IP 20-28,
// last name 29-188, first name 189-348, language 349-350 (350 long).
import { type CwrField, record } from './cwr-fields';
import { splitName } from './cwr-records';

const prefix = (type: string, tx: number, rec: number): CwrField[] => [
  [type, 3, 'A'],
  [tx, 8, 'N'],
  [rec, 8, 'N'],
];

/** Title types: OL original title with national characters, AL alternative title with national characters. */
export const nat = (tx: number, rec: number, title: string, type: 'OL' | 'AL', language = '') =>
  record([...prefix('NAT', tx, rec), [title, 640, 'X'], [type, 2, 'A'], [language, 2, 'A']], 663);

export const npn = (tx: number, rec: number, sequence: number, ipNumber: string, name: string, language = '') =>
  record(
    [...prefix('NPN', tx, rec), [sequence, 2, 'N'], [ipNumber, 9, 'A'], [name, 480, 'X'], [language, 2, 'A']],
    512,
  );

export function nwn(tx: number, rec: number, ipNumber: string, name: string, language = '') {
  const { last, first } = splitName(name);
  return record(
    [...prefix('NWN', tx, rec), [ipNumber, 9, 'A'], [last, 160, 'X'], [first, 160, 'X'], [language, 2, 'A']],
    350,
  );
}
