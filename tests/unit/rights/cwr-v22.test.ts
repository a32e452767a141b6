// CWR 2.2 as selected per society: the 2.1 transaction records with the 2.2 additions at their positions
// (HDR version/revision/software, GRH 02.20, PWR publisher sequence, REC recording fields) and the .V22 name.
import { writeCwr, cwrFilename } from '@/lib/rights/cwr';
import type { CwrWork } from '@/lib/rights/cwr-types';
import { readRecords } from '../../fixtures/rights/cwr-reader';

const at = (line: string, start: number, size: number) => line.slice(start - 1, start - 1 + size);

const work: CwrWork = {
  submitterWorkId: 'W0000003',
  title: 'Blue Hour',
  language: 'EN',
  distributionCategory: 'POP',
  versionType: 'ORI',
  alternateTitles: [],
  publishers: [
    {
      sequence: 1,
      ipNumber: 'W3P2',
      name: 'Blue Songs',
      type: 'E',
      ownership: { pr: 5000, mr: 10000, sr: 10000 },
      collection: [{ territory: '2136', shares: { pr: 5000, mr: 10000, sr: 10000 } }],
    },
  ],
  otherPublishers: [],
  writers: [
    {
      ipNumber: 'W3P1',
      name: 'Ann Lee',
      role: 'CA',
      ownership: { pr: 5000, mr: 0, sr: 0 },
      territory: '2136',
      publisher: { ipNumber: 'W3P2', name: 'Blue Songs', sequence: 1 },
    },
  ],
  otherWriters: [],
  performers: [],
  recordings: [{ isrc: 'USMMS2600009', title: 'Blue Hour', artist: 'Ann Lee', label: 'Tide Records' }],
};
const write = (version: '2.1' | '2.2') =>
  writeCwr({
    version,
    senderIpi: '00123456790',
    senderName: 'TNM Publishing',
    createdAt: new Date('2026-11-29T10:00:00Z'),
    groups: [{ type: 'NWR', works: [work] }],
  }).split('\r\n');

describe('CWR 2.2', () => {
  const lines = write('2.2');
  const line = (t: string) => lines.find((l) => l.startsWith(t))!;

  it('HDR (167): the 2.1 header, then CWR version 102-104, revision 105-107, software 108-167', () => {
    expect(line('HDR')).toHaveLength(167);
    expect(readRecords(lines.join('\r\n'))[0]).toMatchObject({ senderType: 'PB', senderId: '123456790' });
    expect(at(line('HDR'), 102, 3)).toBe('2.2');
    expect(at(line('HDR'), 105, 3)).toBe('002');
    expect(at(line('HDR'), 108, 30).trim()).toBe('TNM RIGHTS');
  });

  it('GRH version 02.20; PWR (112) with the publisher sequence at 111-112; REC (540) with recording title, artist, label', () => {
    expect(at(line('GRH'), 12, 5)).toBe('02.20');
    expect(line('PWR')).toHaveLength(112);
    expect(readRecords(lines.join('\r\n')).find((r) => r.type === 'PWR')).toMatchObject({
      publisherIp: 'W3P2',
      writerIp: 'W3P1',
      publisherSequence: '01',
    });
    const rec = line('REC');
    expect(rec).toHaveLength(540);
    expect(at(rec, 250, 12)).toBe('USMMS2600009');
    expect(at(rec, 267, 60).trim()).toBe('BLUE HOUR');
    expect(at(rec, 387, 60).trim()).toBe('ANN LEE');
    expect(at(rec, 447, 60).trim()).toBe('TIDE RECORDS');
  });

  it('2.1 keeps its shorter records, and the file name ends .V21 / .V22', () => {
    const v21 = write('2.1');
    expect(v21.find((l) => l.startsWith('HDR'))).toHaveLength(101);
    expect(v21.find((l) => l.startsWith('PWR'))).toHaveLength(110);
    expect(v21.find((l) => l.startsWith('REC'))).toHaveLength(266);
    const d = new Date('2026-11-29T10:00:00Z');
    expect(cwrFilename(d, 3, 'TNM', 'BMI', '2.2')).toBe('CW260003TNM_BMI.V22');
    expect(cwrFilename(d, 3, 'TNM', 'BMI')).toBe('CW260003TNM_BMI.V21');
  });
});
