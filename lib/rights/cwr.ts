// CWR 2.1 (CISAC Common Works Registration, specification CWR06-1610 rev. 7) writer: fixed-width records,
// CRLF line ends, ASCII upper case. Field positions are in docs/rights.md and checked by
// tests/unit/rights-cwr.test.ts record by record. Pure: no database, no clock (the date is an input).

type CwrField = [value: string | number | null | undefined, width: number, kind: 'A' | 'N'];

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

function societyCode(name: string | null | undefined): string {
  if (!name) return '';
  const key = name.trim().toUpperCase();
  if (/^\d{1,3}$/.test(key)) return key.padStart(3, '0');
  return SOCIETY_CODES[key] ?? '';
}

/** Upper-case ASCII as CWR allows (accents dropped, anything else becomes a space). */
function cwrText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 !"#$%&'()*+,\-./:;<=>?@[\]^_`{|}~]/g, ' ');
}

function fmt([value, width, kind]: CwrField): string {
  if (kind === 'N') {
    const s = value === null || value === undefined || value === '' ? '' : String(value);
    if (!/^\d*$/.test(s)) throw new Error(`numeric CWR field got ${s}`);
    return s.padStart(width, '0').slice(-width);
  }
  const s = value === null || value === undefined ? '' : cwrText(String(value));
  return s.padEnd(width, ' ').slice(0, width);
}

/** One record: the fields concatenated; the length must be the specification's record length. */
function record(fields: CwrField[], expectedLength: number): string {
  const line = fields.map(fmt).join('');
  if (line.length !== expectedLength) throw new Error(`CWR record ${line.slice(0, 3)} is ${line.length} long`);
  return line;
}

const ymd = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '');
const hms = (d: Date) => d.toISOString().slice(11, 19).replace(/:/g, '');
const duration = (sec: number | null | undefined) => {
  if (!sec) return '000000';
  const h = Math.floor(sec / 3600);
  const m = Math.floor((sec % 3600) / 60);
  const s = sec % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join('');
};

export interface CwrShares {
  /** basis points, 10,000 = 100% */
  pr: number;
  mr: number;
  sr: number;
}

interface CwrPublisher {
  ipNumber: string;
  name: string;
  /** E, AM, SE, AQ, ES */
  type: string;
  ipi?: string | null;
  society?: string | null;
  ownership: CwrShares;
  /** Collection shares per territory (TIS code) */
  collection: { territory: string; shares: CwrShares }[];
}

interface CwrWriter {
  ipNumber: string;
  name: string;
  /** CA, A, C, AR, AD, SA, SR, TR, PA */
  role: string;
  ipi?: string | null;
  society?: string | null;
  ownership: CwrShares;
  territory: string;
  /** Controlled writers: the controlled publisher they are linked to (PWR) */
  publisher?: { ipNumber: string; name: string } | null;
}

export interface CwrWork {
  submitterWorkId: string;
  title: string;
  language: string;
  iswc?: string | null;
  durationSec?: number | null;
  versionType: 'ORI' | 'MOD';
  alternateTitles: string[];
  publishers: CwrPublisher[];
  otherPublishers: { ownership: CwrShares }[];
  writers: CwrWriter[];
  otherWriters: CwrWriter[];
  performers: string[];
  recordings: { isrc: string; releaseDate?: Date | null; durationSec?: number | null }[];
}

export interface CwrFile {
  senderIpi: string;
  senderName: string;
  createdAt: Date;
  /** One group per transaction type (NWR for new works, REV for revisions); empty groups are left out */
  groups: { type: 'NWR' | 'REV'; works: CwrWork[] }[];
}

function splitName(name: string): { last: string; first: string } {
  const parts = name.trim().split(/\s+/);
  if (parts.length === 1) return { last: parts[0]!, first: '' };
  return { last: parts[parts.length - 1]!, first: parts.slice(0, -1).join(' ') };
}

const prefix = (type: string, tx: number, rec: number): CwrField[] => [
  [type, 3, 'A'],
  [tx, 8, 'N'],
  [rec, 8, 'N'],
];

function hdr(f: Pick<CwrFile, 'senderIpi' | 'senderName' | 'createdAt'>): string {
  return record(
    [
      ['HDR', 3, 'A'],
      ['PB', 2, 'A'],
      [f.senderIpi.padStart(11, '0').slice(2), 9, 'N'],
      [f.senderName, 45, 'A'],
      ['01.10', 5, 'A'],
      [ymd(f.createdAt), 8, 'N'],
      [hms(f.createdAt), 6, 'N'],
      [ymd(f.createdAt), 8, 'N'],
      ['', 15, 'A'],
    ],
    101,
  );
}

const grh = (type: string, groupId: number) =>
  record(
    [
      ['GRH', 3, 'A'],
      [type, 3, 'A'],
      [groupId, 5, 'N'],
      ['02.10', 5, 'A'],
      [0, 10, 'N'],
      ['', 2, 'A'],
    ],
    28,
  );

const grt = (groupId: number, transactions: number, records: number) =>
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

const trl = (groups: number, transactions: number, records: number) =>
  record(
    [
      ['TRL', 3, 'A'],
      [groups, 5, 'N'],
      [transactions, 8, 'N'],
      [records, 8, 'N'],
    ],
    24,
  );

function nwr(type: 'NWR' | 'REV', tx: number, w: CwrWork): string {
  return record(
    [
      ...prefix(type, tx, 0),
      [w.title, 60, 'A'],
      [w.language, 2, 'A'],
      [w.submitterWorkId, 14, 'A'],
      [w.iswc ?? '', 11, 'A'],
      [0, 8, 'N'], // copyright date
      ['', 12, 'A'], // copyright number
      ['POP', 3, 'A'], // musical work distribution category
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

function spuFields(
  type: 'SPU' | 'OPU',
  tx: number,
  rec: number,
  seq: number,
  p: Partial<CwrPublisher> & { ownership: CwrShares },
): string {
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

const spu = (tx: number, rec: number, seq: number, p: CwrPublisher) => spuFields('SPU', tx, rec, seq, p);
const opu = (tx: number, rec: number, seq: number, ownership: CwrShares) =>
  spuFields('OPU', tx, rec, seq, { ownership });

const spt = (tx: number, rec: number, ipNumber: string, territory: string, s: CwrShares, seq: number) =>
  record(
    [
      ...prefix('SPT', tx, rec),
      [ipNumber, 9, 'A'],
      ['', 6, 'A'],
      [s.pr, 5, 'N'],
      [s.mr, 5, 'N'],
      [s.sr, 5, 'N'],
      ['I', 1, 'A'],
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

const swr = (tx: number, rec: number, w: CwrWriter) => swrFields('SWR', tx, rec, w);
const owr = (tx: number, rec: number, w: CwrWriter) => swrFields('OWR', tx, rec, w);

const swt = (tx: number, rec: number, w: CwrWriter, seq: number) =>
  record(
    [
      ...prefix('SWT', tx, rec),
      [w.ipNumber, 9, 'A'],
      [w.ownership.pr, 5, 'N'],
      [w.ownership.mr, 5, 'N'],
      [w.ownership.sr, 5, 'N'],
      ['I', 1, 'A'],
      [w.territory, 4, 'N'],
      ['', 1, 'A'],
      [seq, 3, 'N'],
    ],
    52,
  );

const pwr = (tx: number, rec: number, publisher: { ipNumber: string; name: string }, writerIp: string) =>
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

const alt = (tx: number, rec: number, title: string, language = '') =>
  record([...prefix('ALT', tx, rec), [title, 60, 'A'], ['AT', 2, 'A'], [language, 2, 'A']], 83);

const per = (tx: number, rec: number, name: string) => {
  const { last, first } = splitName(name);
  return record([...prefix('PER', tx, rec), [last, 45, 'A'], [first, 30, 'A'], ['', 11, 'A'], ['', 13, 'A']], 118);
};

const rec = (tx: number, r: number, recording: CwrWork['recordings'][number]) =>
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

/** The records of one work transaction, in the order CWR requires. */
function transaction(type: 'NWR' | 'REV', tx: number, w: CwrWork): string[] {
  const lines = [nwr(type, tx, w)];
  let r = 1;
  let seq = 1;
  for (const p of w.publishers) {
    lines.push(spu(tx, r++, seq++, p));
    p.collection.forEach((c, i) => lines.push(spt(tx, r++, p.ipNumber, c.territory, c.shares, i + 1)));
  }
  for (const o of w.otherPublishers) lines.push(opu(tx, r++, seq++, o.ownership));
  for (const wr of w.writers) {
    lines.push(swr(tx, r++, wr));
    lines.push(swt(tx, r++, wr, 1));
    if (wr.publisher) lines.push(pwr(tx, r++, wr.publisher, wr.ipNumber));
  }
  for (const o of w.otherWriters) lines.push(owr(tx, r++, o));
  for (const t of w.alternateTitles) lines.push(alt(tx, r++, t));
  for (const p of w.performers) lines.push(per(tx, r++, p));
  for (const rc of w.recordings) lines.push(rec(tx, r++, rc));
  return lines;
}

/** A whole CWR 2.1 file: HDR, a group per transaction type (GRH ... GRT), TRL, with their counts. */
export function writeCwr(f: CwrFile): string {
  const lines = [hdr(f)];
  let transactions = 0;
  const groups = f.groups.filter((g) => g.works.length);
  groups.forEach((g, gi) => {
    const body = g.works.flatMap((w, i) => transaction(g.type, i, w));
    lines.push(grh(g.type, gi + 1), ...body, grt(gi + 1, g.works.length, body.length + 2)); // + GRH + GRT
    transactions += g.works.length;
  });
  lines.push(trl(groups.length, transactions, lines.length + 1)); // every record, HDR and TRL included
  return lines.join('\r\n') + '\r\n';
}

/** CWyynnnnSSS_RRR.V21 as the specification names files. */
export function cwrFilename(date: Date, sequence: number, sender: string, recipient: string): string {
  return `CW${String(date.getUTCFullYear()).slice(2)}${String(sequence % 10000).padStart(4, '0')}${sender.padEnd(3, '0').slice(0, 3)}_${recipient.toUpperCase().replace(/\s/g, '').padEnd(3, '0').slice(0, 3)}.V21`;
}
