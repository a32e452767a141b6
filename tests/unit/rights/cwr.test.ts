// The CWR 2.1 writer against the specification's field positions (CWR06-1610 rev. 7), record by record:
// positions below are the 1-based "start, size" of the specification's tables.
import { writeCwr, cwrFilename } from '@/lib/rights/cwr';
import type { CwrWork } from '@/lib/rights/cwr-types';
import { parseAck, ackRecord } from '@/lib/rights/ack';
import { isValidIpi, isValidIswc, iswcCheckDigit, ipiCheckDigits } from '@/lib/rights/codes';
import { BadRequest } from '@/lib/platform/errors';

/** The field at a 1-based start position and size, as the specification writes it. */
const at = (line: string, start: number, size: number) => line.slice(start - 1, start - 1 + size);

const work: CwrWork = {
  submitterWorkId: 'W0000042',
  title: 'Midnight Café',
  language: 'EN',
  distributionCategory: 'POP',
  iswc: 'T0345246801',
  durationSec: 215,
  versionType: 'ORI',
  alternateTitles: ['Midnight Cafe (Radio)'],
  publishers: [
    {
      sequence: 1,
      ipNumber: 'PTNM',
      name: 'TNM Publishing',
      type: 'AM',
      ipi: '00123456790',
      society: 'ASCAP',
      ownership: { pr: 0, mr: 0, sr: 0 },
      collection: [{ territory: '2136', shares: { pr: 5000, mr: 5000, sr: 5000 } }],
    },
  ],
  otherPublishers: [],
  writers: [
    {
      ipNumber: 'W16P1',
      name: 'Nova Reyes',
      role: 'CA',
      ipi: '00000000297',
      society: 'BMI',
      ownership: { pr: 5000, mr: 5000, sr: 5000 },
      territory: '2136',
      publisher: { ipNumber: 'PTNM', name: 'TNM Publishing', sequence: 1 },
    },
  ],
  otherWriters: [
    {
      ipNumber: 'W16P2',
      name: 'Kairo James',
      role: 'C',
      ipi: null,
      society: null,
      ownership: { pr: 5000, mr: 5000, sr: 5000 },
      territory: '2136',
    },
  ],
  performers: ['Nova Reyes'],
  recordings: [{ isrc: 'USMMS2600001', releaseDate: new Date('2026-03-01T00:00:00Z'), durationSec: 215 }],
};

const created = new Date('2026-11-23T14:05:09Z');
const file = writeCwr({
  senderIpi: '00123456790',
  senderName: 'TNM Publishing',
  createdAt: created,
  groups: [{ type: 'NWR', works: [work, { ...work, submitterWorkId: 'W0000043', title: 'Second Song' }] }],
});
const lines = file.split('\r\n').slice(0, -1);
const byType = (t: string) => lines.filter((l) => l.startsWith(t));

describe('CWR 2.1 writer', () => {
  it('ends every record with CRLF and writes the records in transaction order', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    expect(lines.slice(0, 14).map((l) => l.slice(0, 3))).toEqual([
      'HDR',
      'GRH',
      'NWR',
      'SPU',
      'SPT',
      'SWR',
      'SWT',
      'PWR',
      'OWR',
      'ALT',
      'NAT', // the title as typed, "Café" being outside the CWR character set
      'PER',
      'REC',
      'NWR',
    ]);
    expect(lines.slice(-2).map((l) => l.slice(0, 3))).toEqual(['GRT', 'TRL']);
  });

  it('HDR: sender type 4-5, sender id 6-14, name 15-59, version 60-64, dates and time 65-86 (101 long)', () => {
    const h = byType('HDR')[0]!;
    expect(h).toHaveLength(101);
    expect(at(h, 4, 2)).toBe('PB');
    expect(at(h, 6, 9)).toBe('123456790');
    expect(at(h, 15, 45).trimEnd()).toBe('TNM PUBLISHING');
    expect(at(h, 60, 5)).toBe('01.10');
    expect(at(h, 65, 8)).toBe('20261123');
    expect(at(h, 73, 6)).toBe('140509');
    expect(at(h, 79, 8)).toBe('20261123');
  });

  it('GRH: transaction type 4-6, group id 7-11, version 12-16 (28 long)', () => {
    const g = byType('GRH')[0]!;
    expect(g).toHaveLength(28);
    expect(at(g, 4, 3)).toBe('NWR');
    expect(at(g, 7, 5)).toBe('00001');
    expect(at(g, 12, 5)).toBe('02.10');
  });

  it('NWR: sequences 4-19, title 20-79, language 80-81, work id 82-95, ISWC 96-106, duration 130-135 (260 long)', () => {
    const [first, second] = byType('NWR');
    expect(first).toHaveLength(260);
    expect(at(first!, 4, 8)).toBe('00000000');
    expect(at(first!, 12, 8)).toBe('00000000');
    expect(at(first!, 20, 60).trimEnd()).toBe('MIDNIGHT CAFE');
    expect(at(first!, 80, 2)).toBe('EN');
    expect(at(first!, 82, 14).trimEnd()).toBe('W0000042');
    expect(at(first!, 96, 11)).toBe('T0345246801');
    expect(at(first!, 127, 3)).toBe('POP');
    expect(at(first!, 130, 6)).toBe('000335');
    expect(at(first!, 136, 1)).toBe('Y');
    expect(at(first!, 143, 3)).toBe('ORI');
    expect(at(first!, 197, 1)).toBe('N');
    expect(at(first!, 260, 1)).toBe('N');
    expect(at(second!, 4, 8)).toBe('00000001');
  });

  it('SPU: publisher sequence 20-21, IP 22-30, name 31-75, type 77-78, IPI 88-98, societies and shares 113-136 (183 long)', () => {
    const s = byType('SPU')[0]!;
    expect(s).toHaveLength(183);
    expect(at(s, 12, 8)).toBe('00000001');
    expect(at(s, 20, 2)).toBe('01');
    expect(at(s, 22, 9).trimEnd()).toBe('PTNM');
    expect(at(s, 31, 45).trimEnd()).toBe('TNM PUBLISHING');
    expect(at(s, 77, 2)).toBe('AM');
    expect(at(s, 88, 11)).toBe('00123456790');
    expect(at(s, 113, 3)).toBe('010');
    expect(at(s, 116, 5)).toBe('00000');
    expect(at(s, 138, 1)).toBe('N');
  });

  it('SPT: IP 20-28, collection shares 35-49, inclusion 50, TIS 51-54, sequence 56-58 (58 long)', () => {
    const s = byType('SPT')[0]!;
    expect(s).toHaveLength(58);
    expect(at(s, 20, 9).trimEnd()).toBe('PTNM');
    expect(at(s, 35, 5)).toBe('05000');
    expect(at(s, 40, 5)).toBe('05000');
    expect(at(s, 45, 5)).toBe('05000');
    expect(at(s, 50, 1)).toBe('I');
    expect(at(s, 51, 4)).toBe('2136');
    expect(at(s, 56, 3)).toBe('001');
  });

  it('SWR/OWR: IP 20-28, last name 29-73, first name 74-103, role 105-106, IPI 116-126, shares 127-150 (180 long)', () => {
    const s = byType('SWR')[0]!;
    expect(s).toHaveLength(180);
    expect(at(s, 20, 9).trimEnd()).toBe('W16P1');
    expect(at(s, 29, 45).trimEnd()).toBe('REYES');
    expect(at(s, 74, 30).trimEnd()).toBe('NOVA');
    expect(at(s, 105, 2)).toBe('CA');
    expect(at(s, 116, 11)).toBe('00000000297');
    expect(at(s, 127, 3)).toBe('021');
    expect(at(s, 130, 5)).toBe('05000');
    expect(at(s, 138, 5)).toBe('05000');
    expect(at(s, 146, 5)).toBe('05000');
    const o = byType('OWR')[0]!;
    expect(o).toHaveLength(180);
    expect(at(o, 29, 45).trimEnd()).toBe('JAMES');
    expect(at(o, 105, 2)).toBe('C ');
    expect(at(o, 116, 11).trim()).toBe('');
  });

  it('SWT: IP 20-28, shares 29-43, inclusion 44, TIS 45-48 (52 long); PWR: publisher 20-73, writer 102-110 (110 long)', () => {
    const s = byType('SWT')[0]!;
    expect(s).toHaveLength(52);
    expect(at(s, 29, 5)).toBe('05000');
    expect(at(s, 44, 1)).toBe('I');
    expect(at(s, 45, 4)).toBe('2136');
    const p = byType('PWR')[0]!;
    expect(p).toHaveLength(110);
    expect(at(p, 20, 9).trimEnd()).toBe('PTNM');
    expect(at(p, 29, 45).trimEnd()).toBe('TNM PUBLISHING');
    expect(at(p, 102, 9).trimEnd()).toBe('W16P1');
  });

  it('ALT (83), PER (118) and REC (266) put title, performer and ISRC where the specification says', () => {
    const a = byType('ALT')[0]!;
    expect(a).toHaveLength(83);
    expect(at(a, 20, 60).trimEnd()).toBe('MIDNIGHT CAFE (RADIO)');
    expect(at(a, 80, 2)).toBe('AT');
    const p = byType('PER')[0]!;
    expect(p).toHaveLength(118);
    expect(at(p, 20, 45).trimEnd()).toBe('REYES');
    expect(at(p, 65, 30).trimEnd()).toBe('NOVA');
    const r = byType('REC')[0]!;
    expect(r).toHaveLength(266);
    expect(at(r, 20, 8)).toBe('20260301');
    expect(at(r, 88, 6)).toBe('000335');
    expect(at(r, 250, 12)).toBe('USMMS2600001');
  });

  it('counts right: record sequences within a transaction, GRT and TRL totals', () => {
    const firstTx = lines.slice(2, 13);
    expect(firstTx.map((l) => Number(at(l, 12, 8)))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const g = byType('GRT')[0]!;
    expect(g).toHaveLength(37);
    expect(at(g, 4, 5)).toBe('00001');
    expect(Number(at(g, 9, 8))).toBe(2);
    expect(Number(at(g, 17, 8))).toBe(lines.length - 2); // GRH..GRT
    const t = byType('TRL')[0]!;
    expect(t).toHaveLength(24);
    expect(at(t, 4, 5)).toBe('00001');
    expect(Number(at(t, 9, 8))).toBe(2);
    expect(Number(at(t, 17, 8))).toBe(lines.length);
  });

  it('writes one group per transaction type and names the file CWyynnnnSSS_RRR.V21', () => {
    const both = writeCwr({
      senderIpi: '00123456790',
      senderName: 'X',
      createdAt: created,
      groups: [
        { type: 'NWR', works: [work] },
        { type: 'REV', works: [work] },
      ],
    }).split('\r\n');
    expect(both.filter((l) => l.startsWith('GRH')).map((l) => l.slice(3, 11))).toEqual(['NWR00001', 'REV00002']);
    const trl = both.find((l) => l.startsWith('TRL'))!;
    expect(at(trl, 4, 5)).toBe('00002');
    expect(cwrFilename(created, 7, 'TNM', 'ascap')).toBe('CW260007TNM_ASC.V21');
  });
});

describe('identifiers', () => {
  it('checks ISWC and IPI check digits', () => {
    expect(iswcCheckDigit('034524680')).toBe(1);
    expect(isValidIswc('T-034.524.680-1')).toBe(true);
    expect(isValidIswc('T-034.524.680-2')).toBe(false);
    expect(ipiCheckDigits('001234567')).toBe('90');
    expect(isValidIpi('00123456790')).toBe(true);
    expect(isValidIpi('123456790')).toBe(true);
    expect(isValidIpi('00123456791')).toBe(false);
  });
});

describe('CWR ACK parser', () => {
  const ack = [
    'HDRSO000000021BMI                                          01.102026112412000020261124               ',
    'GRHACK0000102.100000000000  ',
    ackRecord(0, { submitterWorkId: 'W0000042', title: 'Midnight Cafe', societyWorkId: '889911', status: 'AS' }),
    ackRecord(1, { submitterWorkId: 'W0000043', title: 'Second Song', status: 'RJ' }),
    'MSG0000000100000001E00000002NWRT001Writer share total is not 100',
    'GRT000010000000200000006',
    'TRL000010000000200000008',
  ].join('\r\n');

  it('reads each transaction status, the society and the rejection messages', () => {
    const parsed = parseAck(ack);
    expect(parsed.society).toBe('BMI');
    expect(parsed.entries.map((e) => [e.submitterWorkId, e.outcome, e.societyWorkId])).toEqual([
      ['W0000042', 'accepted', '889911'],
      ['W0000043', 'rejected', ''],
    ]);
    expect(parsed.entries[1]!.messages[0]!.text).toContain('Writer share total');
  });

  it('refuses a file that is not an acknowledgement with a 400 naming the line', () => {
    expect(() => parseAck('hello')).toThrow(BadRequest);
    expect(() => parseAck(ack.replace('AS\r', 'ZZ\r'))).toThrow(/unknown transaction status "ZZ"/);
  });
});
