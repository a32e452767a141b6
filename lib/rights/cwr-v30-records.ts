// CWR 3.0 records (a different layout from 2.x: ownership and collection shares and societies move from SPU/SWR to
// the territory records SPT/OPT/SWT/OWT; NWR/REV become WRK). Positions (1-based) follow django-music-publisher's
// TEMPLATES_30 (MIT, music_publisher/cwr_templates.py) and its sample file CW220002DMP_0000_V3-0-0.SUB; the
// full table is in docs/rights.md. Each record is checked against its fixed length. Pure.
import { type CwrField, duration, hms, record, societyCode, ymd } from './cwr-fields';
import { splitName } from './cwr-records';
import type { CwrOtherPublisher, CwrShares, CwrWork, CwrWriter } from './cwr-types';

const prefix = (type: string, tx: number, rec: number): CwrField[] => [
  [type, 3, 'A'],
  [tx, 8, 'N'],
  [rec, 8, 'N'],
];

const SOFTWARE = 'TNM RIGHTS';
const SOFTWARE_VERSION = '1.0';

/** HDR (195): sender type 4-5, sender code 6-9, name 10-54, dates 66-87, version 103-105, file name 169-195. */
export const hdr30 = (senderCode: string, senderName: string, createdAt: Date, filename: string) =>
  record(
    [
      ['HDR', 3, 'A'],
      ['PB', 2, 'A'],
      [senderCode, 4, 'A'],
      [senderName, 45, 'A'],
      ['', 11, 'A'], // left blank, as django-music-publisher writes it
      [ymd(createdAt), 8, 'N'], // creation date
      [hms(createdAt), 6, 'N'], // creation time
      [ymd(createdAt), 8, 'N'], // transmission date
      ['', 15, 'A'], // character set: ASCII only (no NRA records in 3.0 files)
      ['3.0', 3, 'A'], // CWR version
      [0, 3, 'N'], // revision
      [SOFTWARE, 30, 'A'],
      [SOFTWARE_VERSION, 30, 'A'],
      [filename, 27, 'A'],
    ],
    195,
  );

/** GRH (26): transaction type WRK 4-6, group ID 7-11, version 03.00 12-16, batch request 17-26. */
export const grh30 = (groupId: number) =>
  record(
    [
      ['GRH', 3, 'A'],
      ['WRK', 3, 'A'],
      [groupId, 5, 'N'],
      ['03.00', 5, 'A'],
      [0, 10, 'N'],
    ],
    26,
  );

/** GRT / TRL (24): group ID or group count 4-8, transaction count 9-16, record count 17-24. */
export const trailer30 = (type: 'GRT' | 'TRL', first: number, transactions: number, records: number) =>
  record(
    [
      [type, 3, 'A'],
      [first, 5, 'N'],
      [transactions, 8, 'N'],
      [records, 8, 'N'],
    ],
    24,
  );

/** WRK (218): the 2.x NWR fields up to the lyric adaptation, then without contact name/ID and CWR work type. */
export const wrk = (tx: number, w: CwrWork) =>
  record(
    [
      ...prefix('WRK', tx, 0),
      [w.title, 60, 'A'],
      [w.language, 2, 'A'],
      [w.submitterWorkId, 14, 'A'],
      [w.iswc ?? '', 11, 'A'],
      [0, 8, 'N'], // copyright date
      ['', 12, 'A'], // copyright number
      [w.distributionCategory, 3, 'A'],
      [duration(w.durationSec), 6, 'N'],
      [w.recordings.length ? 'Y' : 'U', 1, 'A'], // recorded indicator
      ['', 3, 'A'], // text music relationship
      ['', 3, 'A'], // composite type
      [w.versionType, 3, 'A'],
      ['', 3, 'A'], // excerpt type
      [w.versionType === 'MOD' ? 'UNS' : '', 3, 'A'], // music arrangement
      [w.versionType === 'MOD' ? 'UNS' : '', 3, 'A'], // lyric adaptation
      ['N', 1, 'A'], // grand rights indicator
      [0, 3, 'N'], // composite component count
      [0, 8, 'N'], // date of publication of printed edition
      ['', 1, 'A'], // exceptional clause
      ['', 25, 'A'], // opus number
      ['', 25, 'A'], // catalogue number
      ['N', 1, 'A'], // priority flag
    ],
    218,
  );

/** SPU / OPU (112): chain sequence 20-21, IP 22-30, name 31-75, unknown 76, type 77-78, IPI 88-98, base 99-111. */
export const publisher30 = (type: 'SPU' | 'OPU', tx: number, rec: number, p: CwrOtherPublisher) =>
  record(
    [
      ...prefix(type, tx, rec),
      [p.sequence, 2, 'N'],
      [p.ipNumber ?? '', 9, 'A'],
      [p.name ?? '', 45, 'A'],
      [p.name ? 'N' : 'Y', 1, 'A'], // publisher unknown indicator
      [p.type ?? 'E', 2, 'A'],
      [0, 9, 'N'], // tax ID
      [p.ipi ?? 0, 11, 'N'],
      ['', 13, 'A'], // IPI base number
      ['', 1, 'A'],
    ],
    112,
  );

/**
 * SPT / OPT / SWT / OWT (99): territory sequence 20-22, IP 23-31, PR/MR/SR shares 32-46, I/E 47, TIS 48-51,
 * PR/MR/SR society 52-63 (4 each), 64-95 blank, 96-99 "0000" (as django-music-publisher writes it).
 */
export const territory30 = (
  type: 'SPT' | 'OPT' | 'SWT' | 'OWT',
  tx: number,
  rec: number,
  t: { seq: number; ipNumber: string; shares: CwrShares; include: boolean; tis: string; society?: string | null },
) => {
  const soc = societyCode(t.society);
  return record(
    [
      ...prefix(type, tx, rec),
      [t.seq, 3, 'N'],
      [t.ipNumber, 9, 'A'],
      [t.shares.pr, 5, 'N'],
      [t.shares.mr, 5, 'N'],
      [t.shares.sr, 5, 'N'],
      [t.include ? 'I' : 'E', 1, 'A'],
      [t.tis, 4, 'N'],
      [soc, 4, 'A'],
      [soc, 4, 'A'],
      [soc, 4, 'A'],
      ['', 32, 'A'],
      [0, 4, 'N'],
    ],
    99,
  );
};

/**
 * SWR (134): IP 20-28, last name 29-73, first name 74-103, unknown 104, role 105-106, IPI 107-117, base 118-130.
 * OWR (143) as django-music-publisher writes it: a tax ID 107-115 before IPI 116-126 and base 127-139.
 */
export function writer30(type: 'SWR' | 'OWR', tx: number, rec: number, w: CwrWriter): string {
  const { last, first } = splitName(w.name);
  return record(
    [
      ...prefix(type, tx, rec),
      [w.ipNumber, 9, 'A'],
      [last, 45, 'A'],
      [first, 30, 'A'],
      ['N', 1, 'A'], // writer unknown indicator
      [w.role, 2, 'A'],
      ...(type === 'OWR' ? ([[0, 9, 'N']] satisfies CwrField[]) : []), // tax ID
      [w.ipi ?? 0, 11, 'N'],
      ['', 13, 'A'], // IPI base number
      ['', 1, 'A'], // reversionary indicator
      ['N', 1, 'A'], // first recording refusal
      ['', 2, 'A'],
    ],
    type === 'OWR' ? 143 : 134,
  );
}

/** PWR (73): publisher sequence 20-21, publisher IP 22-30, writer IP 31-39, agreement # 40-53, society 54-57. */
export const pwr30 = (tx: number, rec: number, publisher: { ipNumber: string; sequence: number }, writerIp: string) =>
  record(
    [
      ...prefix('PWR', tx, rec),
      [publisher.sequence, 2, 'N'],
      [publisher.ipNumber, 9, 'A'],
      [writerIp, 9, 'A'],
      ['', 14, 'A'], // society-assigned agreement number
      ['', 4, 'A'], // publisher PR society
      ['', 14, 'A'], // submitter agreement number
      ['', 2, 'A'], // agreement type
    ],
    73,
  );

/** REC (346): release date, duration, ISRC, recording title, version title, display artist, ISNI, label ... */
export const rec30 = (tx: number, r: number, recording: CwrWork['recordings'][number]) =>
  record(
    [
      ...prefix('REC', tx, r),
      [recording.releaseDate ? ymd(recording.releaseDate) : 0, 8, 'N'],
      [duration(recording.durationSec), 6, 'N'],
      [recording.isrc, 12, 'A'],
      [recording.title ?? '', 60, 'A'],
      ['', 60, 'A'], // version title
      [recording.artist ?? '', 60, 'A'],
      ['', 11, 'A'],
      ['', 16, 'A'], // artist ISNI
      [recording.label ?? '', 60, 'A'],
      ['', 20, 'A'], // ISRC validity
      ['', 14, 'A'], // submitter recording identifier
    ],
    346,
  );
