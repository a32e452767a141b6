// CWR 2.1 records, one function each (HDR, GRH, GRT, TRL, NWR/REV, SPU, OPU, SPT, SWR, OWR, SWT, PWR, ALT, PER,
// REC), each checked against its fixed length. Field positions are in docs/rights.md.
import { CwrField, duration, hms, record, societyCode, ymd } from './cwr-fields';
import type { CwrShares, CwrPublisher, CwrOtherPublisher, CwrWriter, CwrWork, CwrFile } from './cwr-types';

export function splitName(name: string): { last: string; first: string } {
  const parts = name.trim().split(/\s+/);
  if (parts.length === 1) return { last: parts[0]!, first: '' };
  return { last: parts[parts.length - 1]!, first: parts.slice(0, -1).join(' ') };
}

const prefix = (type: string, tx: number, rec: number): CwrField[] => [
  [type, 3, 'A'],
  [tx, 8, 'N'],
  [rec, 8, 'N'],
];

/**
 * HDR. Sender type 4-5 + sender ID 6-14: "PB" and the IPI name number's last 9 digits; an IPI name number with
 * more than 9 significant digits takes 4-14 whole (CWR 2.1 revision 8: the sender type then holds its two
 * leading digits). Character set 87-101: "UTF-8" when the file carries non-Roman records (NAT, NPN, NWN).
 */
export function hdr(f: Pick<CwrFile, 'senderIpi' | 'senderName' | 'createdAt'>, characterSet = ''): string {
  const ipi = f.senderIpi.padStart(11, '0');
  const sender: CwrField[] =
    ipi.replace(/^0+/, '').length > 9
      ? [[ipi, 11, 'N']]
      : [
          ['PB', 2, 'A'],
          [ipi.slice(2), 9, 'N'],
        ];
  return record(
    [
      ['HDR', 3, 'A'],
      ...sender,
      [f.senderName, 45, 'A'],
      ['01.10', 5, 'A'],
      [ymd(f.createdAt), 8, 'N'],
      [hms(f.createdAt), 6, 'N'],
      [ymd(f.createdAt), 8, 'N'],
      [characterSet, 15, 'A'],
    ],
    101,
  );
}

export const grh = (type: string, groupId: number, version = '02.10') =>
  record(
    [
      ['GRH', 3, 'A'],
      [type, 3, 'A'],
      [groupId, 5, 'N'],
      [version, 5, 'A'],
      [0, 10, 'N'],
      ['', 2, 'A'],
    ],
    28,
  );

export const grt = (groupId: number, transactions: number, records: number) =>
  record(
    [
      ['GRT', 3, 'A'],
      [groupId, 5, 'N'],
      [transactions, 8, 'N'],
      [records, 8, 'N'],
      ['', 3, 'A'],
      [0, 10, 'N'],
    ],
    37,
  );

export const trl = (groups: number, transactions: number, records: number) =>
  record(
    [
      ['TRL', 3, 'A'],
      [groups, 5, 'N'],
      [transactions, 8, 'N'],
      [records, 8, 'N'],
    ],
    24,
  );

export function nwr(type: 'NWR' | 'REV', tx: number, w: CwrWork): string {
  return record(
    [
      ...prefix(type, tx, 0),
      [w.title, 60, 'A'],
      [w.language, 2, 'A'],
      [w.submitterWorkId, 14, 'A'],
      [w.iswc ?? '', 11, 'A'],
      [0, 8, 'N'], // copyright date
      ['', 12, 'A'], // copyright number
      [w.distributionCategory, 3, 'A'], // musical work distribution category
      [duration(w.durationSec), 6, 'N'],
      [w.recordings.length ? 'Y' : 'U', 1, 'A'], // recorded indicator
      ['', 3, 'A'], // text music relationship
      ['', 3, 'A'], // composite type
      [w.versionType, 3, 'A'],
      ['', 3, 'A'], // excerpt type
      [w.versionType === 'MOD' ? 'UNS' : '', 3, 'A'], // music arrangement
      [w.versionType === 'MOD' ? 'UNS' : '', 3, 'A'], // lyric adaptation
      ['', 30, 'A'], // contact name
      ['', 10, 'A'], // contact id
      ['', 2, 'A'], // CWR work type
      ['N', 1, 'A'], // grand rights indicator
      [0, 3, 'N'], // composite component count
      [0, 8, 'N'], // date of publication of printed edition
      ['', 1, 'A'], // exceptional clause
      ['', 25, 'A'], // opus number
      ['', 25, 'A'], // catalogue number
      ['N', 1, 'A'], // priority flag
    ],
    260,
  );
}

function spuFields(type: 'SPU' | 'OPU', tx: number, rec: number, seq: number, p: CwrOtherPublisher): string {
  const soc = societyCode(p.society);
  return record(
    [
      ...prefix(type, tx, rec),
      [seq, 2, 'N'],
      [p.ipNumber ?? '', 9, 'A'],
      [p.name ?? '', 45, 'A'],
      [p.name ? '' : 'Y', 1, 'A'], // publisher unknown indicator
      [p.type ?? 'E', 2, 'A'],
      ['', 9, 'A'], // tax id
      [p.ipi ?? '', 11, p.ipi ? 'N' : 'A'],
      ['', 14, 'A'], // submitter agreement number
      [soc, 3, 'A'],
      [p.ownership.pr, 5, 'N'],
      [soc, 3, 'A'],
      [p.ownership.mr, 5, 'N'],
      [soc, 3, 'A'],
      [p.ownership.sr, 5, 'N'],
      ['', 1, 'A'], // special agreements indicator
      ['N', 1, 'A'], // first recording refusal
      ['', 1, 'A'], // filler
      ['', 13, 'A'], // IPI base number
      ['', 14, 'A'], // international standard agreement code
      ['', 14, 'A'], // society-assigned agreement number
      ['', 2, 'A'], // agreement type
      ['', 1, 'A'], // USA license indicator
    ],
    183,
  );
}

export const spu = (tx: number, rec: number, p: CwrPublisher) => spuFields('SPU', tx, rec, p.sequence, p);
/** OPU: the other publisher's name, IP number and IPI when known; "publisher unknown" (Y) when not. */
export const opu = (tx: number, rec: number, p: CwrOtherPublisher) => spuFields('OPU', tx, rec, p.sequence, p);

export const spt = (
  tx: number,
  rec: number,
  ipNumber: string,
  territory: string,
  s: CwrShares,
  seq: number,
  include = true,
) =>
  record(
    [
      ...prefix('SPT', tx, rec),
      [ipNumber, 9, 'A'],
      ['', 6, 'A'],
      [s.pr, 5, 'N'],
      [s.mr, 5, 'N'],
      [s.sr, 5, 'N'],
      [include ? 'I' : 'E', 1, 'A'],
      [territory, 4, 'N'],
      ['', 1, 'A'], // shares change
      [seq, 3, 'N'],
    ],
    58,
  );

function swrFields(type: 'SWR' | 'OWR', tx: number, rec: number, w: CwrWriter): string {
  const { last, first } = splitName(w.name);
  const soc = societyCode(w.society);
  return record(
    [
      ...prefix(type, tx, rec),
      [w.ipNumber, 9, 'A'],
      [last, 45, 'A'],
      [first, 30, 'A'],
      ['', 1, 'A'], // writer unknown indicator
      [w.role, 2, 'A'],
      ['', 9, 'A'], // tax id
      [w.ipi ?? '', 11, w.ipi ? 'N' : 'A'],
      [soc, 3, 'A'],
      [w.ownership.pr, 5, 'N'],
      [soc, 3, 'A'],
      [w.ownership.mr, 5, 'N'],
      [soc, 3, 'A'],
      [w.ownership.sr, 5, 'N'],
      ['', 1, 'A'], // reversionary indicator
      ['N', 1, 'A'], // first recording refusal
      ['', 1, 'A'], // work for hire
      ['', 1, 'A'], // filler
      ['', 13, 'A'], // IPI base number
      ['', 12, 'A'], // personal number
      ['', 1, 'A'], // USA license indicator
    ],
    180,
  );
}

export const swr = (tx: number, rec: number, w: CwrWriter) => swrFields('SWR', tx, rec, w);
export const owr = (tx: number, rec: number, w: CwrWriter) => swrFields('OWR', tx, rec, w);

export const swt = (tx: number, rec: number, w: CwrWriter, seq: number) =>
  record(
    [
      ...prefix('SWT', tx, rec),
      [w.ipNumber, 9, 'A'],
      [(w.collection ?? w.ownership).pr, 5, 'N'],
      [(w.collection ?? w.ownership).mr, 5, 'N'],
      [(w.collection ?? w.ownership).sr, 5, 'N'],
      ['I', 1, 'A'],
      [w.territory, 4, 'N'],
      ['', 1, 'A'],
      [seq, 3, 'N'],
    ],
    52,
  );

export const pwr = (tx: number, rec: number, publisher: { ipNumber: string; name: string }, writerIp: string) =>
  record(
    [
      ...prefix('PWR', tx, rec),
      [publisher.ipNumber, 9, 'A'],
      [publisher.name, 45, 'A'],
      ['', 14, 'A'], // submitter agreement number
      ['', 14, 'A'], // society-assigned agreement number
      [writerIp, 9, 'A'],
    ],
    110,
  );

export const alt = (tx: number, rec: number, title: string, language = '') =>
  record([...prefix('ALT', tx, rec), [title, 60, 'A'], ['AT', 2, 'A'], [language, 2, 'A']], 83);

export const per = (tx: number, rec: number, name: string) => {
  const { last, first } = splitName(name);
  return record([...prefix('PER', tx, rec), [last, 45, 'A'], [first, 30, 'A'], ['', 11, 'A'], ['', 13, 'A']], 118);
};

export const rec = (tx: number, r: number, recording: CwrWork['recordings'][number]) =>
  record(
    [
      ...prefix('REC', tx, r),
      [recording.releaseDate ? ymd(recording.releaseDate) : 0, 8, 'N'],
      ['', 60, 'A'],
      [duration(recording.durationSec), 6, 'N'],
      ['', 5, 'A'],
      ['', 60, 'A'], // first album title
      ['', 60, 'A'], // first album label
      ['', 18, 'A'], // first release catalog number
      ['', 13, 'A'], // EAN
      [recording.isrc, 12, 'A'],
      ['', 1, 'A'], // recording format
      ['', 1, 'A'], // recording technique
      ['', 3, 'A'], // media type
    ],
    266,
  );
