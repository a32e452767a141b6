// CWR 3.0 records at the positions of django-music-publisher's TEMPLATES_30 (read with the test reader, not our
// tables), the 3.0 file name, a 3.0 ACK header in both layouts, and the per-territory export rules of sub-publishers.
import { writeCwr30, cwr30Filename } from '@/lib/rights/cwr-v30';
import { parseAck, ackRecord } from '@/lib/rights/ack';
import { cwrWorkProblems } from '@/lib/rights/share-rules';
import type { CwrWork } from '@/lib/rights/cwr-types';
import { readRecords30, readWorks30 } from '../../fixtures/rights/cwr30-reader';

const sh = (pr: number, mr: number, sr: number) => ({ pr, mr, sr });

const work = (over: Partial<CwrWork> = {}): CwrWork => ({
  submitterWorkId: 'W0000007',
  title: 'Fjord',
  language: 'NO',
  distributionCategory: 'POP',
  iswc: 'T0345246801',
  durationSec: 185,
  versionType: 'ORI',
  alternateTitles: ['Fjorden'],
  publishers: [
    {
      sequence: 1,
      ipNumber: 'W7P2',
      name: 'Fjord Musikk',
      type: 'E',
      ipi: '00000000395',
      society: 'TONO',
      ownership: sh(5000, 10000, 10000),
      collection: [
        { territory: '2136', shares: sh(5000, 10000, 10000) },
        { territory: '578', shares: sh(2000, 4000, 4000) },
      ],
    },
    {
      sequence: 1,
      ipNumber: 'W7P3',
      name: 'Nordic Sub',
      type: 'SE',
      ipi: null,
      society: null,
      ownership: sh(0, 0, 0),
      collection: [
        { territory: '578', shares: sh(3000, 6000, 6000) },
        { territory: '752', include: false, shares: sh(0, 0, 0) },
      ],
    },
  ],
  otherPublishers: [],
  writers: [
    {
      ipNumber: 'W7P1',
      name: 'Siri Dahl',
      role: 'CA',
      ipi: '00000000689',
      society: 'TONO',
      ownership: sh(5000, 0, 0),
      territory: '2136',
      publisher: { ipNumber: 'W7P2', name: 'Fjord Musikk', sequence: 1 },
    },
  ],
  otherWriters: [],
  performers: [],
  recordings: [{ isrc: 'NOABC2600001', releaseDate: new Date('2026-03-01'), durationSec: 185, title: 'Fjord' }],
  ...over,
});

const createdAt = new Date('2026-11-29T10:11:12Z');

describe('CWR 3.0 writer', () => {
  const filename = cwr30Filename(createdAt, 12, 'TNM');
  const text = writeCwr30({ senderCode: 'TNM', senderName: 'TNM Publishing', createdAt, filename, works: [work()] });
  const records = readRecords30(text);

  it('names the file CWyynnnnSSS_0000_V3-0-0.SUB and writes it in HDR', () => {
    expect(filename).toBe('CW260012TNM_0000_V3-0-0.SUB');
    expect(records[0]).toMatchObject({
      senderType: 'PB',
      senderId: 'TNM',
      senderName: 'TNM PUBLISHING',
      creationDate: '20261129',
      version: '3.0',
      revision: '000',
      filename,
    });
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('writes each record at its 3.0 length', () => {
    const lengths: Record<string, number> = {
      HDR: 195,
      GRH: 26,
      WRK: 218,
      SPU: 112,
      SPT: 99,
      SWR: 134,
      SWT: 99,
      PWR: 73,
      ALT: 83,
      REC: 346,
      GRT: 24,
      TRL: 24,
    };
    expect(records.map((r) => r.type)).toEqual([
      'HDR',
      'GRH',
      'WRK',
      'SPU',
      'SPT',
      'SPT',
      'SPU',
      'SPT',
      'SPT',
      'SWR',
      'SWT',
      'PWR',
      'ALT',
      'REC',
      'GRT',
      'TRL',
    ]);
    for (const r of records)
      expect({ type: r.type, length: Number(r.length) }).toEqual({ type: r.type, length: lengths[r.type] });
  });

  it('puts work, parties, chains, territories and societies where the 3.0 templates read them', () => {
    expect(records[1]).toMatchObject({ transactionType: 'WRK', groupId: '00001', version: '03.00' });
    expect(records[2]).toMatchObject({
      title: 'FJORD',
      language: 'NO',
      submitterWorkId: 'W0000007',
      iswc: 'T0345246801',
      category: 'POP',
      duration: '000305',
      recorded: 'Y',
      versionType: 'ORI',
    });
    const [w] = readWorks30(text);
    expect(w!.parties.map((p) => [p.name, p.role, p.chain ?? ''])).toEqual([
      ['FJORD MUSIKK', 'E', '01'],
      ['NORDIC SUB', 'SE', '01'],
      ['SIRI DAHL', 'CA', ''],
    ]);
    expect(w!.parties[1]!.territories).toEqual([
      { tis: '578', inclusion: 'I', shares: [3000, 6000, 6000] },
      { tis: '752', inclusion: 'E', shares: [0, 0, 0] },
    ]);
    expect(w!.parties[2]!.links).toEqual([{ sequence: '01', publisherIp: 'W7P2' }]);
    expect(records.filter((r) => r.type === 'SPT').map((r) => r.sequence)).toEqual(['001', '002', '001', '002']);
    expect(records.find((r) => r.type === 'SWT')!.prSociety).toBe('090');
    expect(records.at(-2)).toMatchObject({ type: 'GRT', transactions: '00000001', records: '00000014' });
    expect(records.at(-1)).toMatchObject({ type: 'TRL', groups: '00001', records: '00000016' });
  });
});

describe('CWR 3.0 ACK header', () => {
  const body = [
    'GRHACK0000103.000000000000',
    ackRecord(0, { submitterWorkId: 'W0000007', title: 'Fjord', status: 'AS', originalTransactionType: 'WRK' }),
  ];
  it.each([
    ['with the 11-character gap of the 3.0 writer layout', ' '.repeat(11)],
    ['without it, as django-music-publisher reads a 3.0 ACK', ''],
  ])('reads the society from 10-54 %s', (_, gap) => {
    const hdr = `HDRSO0090${'TONO'.padEnd(45)}${gap}2026120112000020261201${' '.repeat(15)}3.0000`;
    const ack = parseAck([hdr, ...body].join('\r\n'));
    expect(ack).toMatchObject({ society: 'TONO', version: '3.0' });
    expect(ack.entries[0]).toMatchObject({ originalTransactionType: 'WRK', transactionStatus: 'AS' });
  });
  it('keeps reading a 2.1 header at 15-59', () => {
    const hdr = `HDRSO000000090${'TONO'.padEnd(45)}01.102026120112000020261201`;
    expect(parseAck([hdr, ...body].join('\r\n'))).toMatchObject({ society: 'TONO', version: '2.x' });
  });
});

describe('export rules per territory', () => {
  it('accepts a sub-publisher that takes part of what the chain owns in its territory', () => {
    expect(cwrWorkProblems(work())).toEqual([]);
  });
  it('refuses a chain that would collect more than it owns in one territory, naming the territory', () => {
    const w = work();
    w.publishers[1]!.collection[0]!.shares = sh(3500, 6000, 6000); // 2000 kept + 3500 sub + 5000 writer > 10000
    expect(cwrWorkProblems(w)).toEqual(
      expect.arrayContaining([
        'the chain of Fjord Musikk would collect more PR than it owns in territory 578',
        'PR collection adds up to more than 100% in territory 578',
      ]),
    );
    expect(cwrWorkProblems(w).some((p) => p.includes('2136'))).toBe(false);
  });
});
