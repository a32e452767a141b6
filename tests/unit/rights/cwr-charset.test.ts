// CWR character set and header: transliteration instead of spaces inside words, the original text in NAT/NPN/NWN
// at the positions of the published layout (read back with the test reader built from CWR-DataApi's tables), the
// work's distribution category and language, and the HDR of a sender whose IPI name number has 11 digits.
import { writeCwr } from '@/lib/rights/cwr';
import { cwrText } from '@/lib/rights/cwr-text';
import type { CwrWork } from '@/lib/rights/cwr-types';
import { readRecords } from '../../fixtures/rights/cwr-reader';

const at = (line: string, start: number, size: number) => [...line].slice(start - 1, start - 1 + size).join('');

const work = (over: Partial<CwrWork> = {}): CwrWork => ({
  submitterWorkId: 'W0000007',
  title: "L'Œuvre de Łódź",
  language: 'FR',
  distributionCategory: 'JAZ',
  versionType: 'ORI',
  alternateTitles: ['Straße nach Søndersø'],
  publishers: [
    {
      sequence: 1,
      ipNumber: 'W7P3',
      name: 'Éditions Ørsted',
      type: 'E',
      ipi: null,
      ownership: { pr: 5000, mr: 10000, sr: 10000 },
      collection: [{ territory: '2136', shares: { pr: 5000, mr: 10000, sr: 10000 } }],
    },
  ],
  otherPublishers: [],
  writers: [
    {
      ipNumber: 'W7P1',
      name: 'Дмитрий Шостакович',
      role: 'CA',
      ownership: { pr: 5000, mr: 0, sr: 0 },
      territory: '2136',
      publisher: { ipNumber: 'W7P3', name: 'Éditions Ørsted', sequence: 1 },
    },
  ],
  otherWriters: [],
  performers: [],
  recordings: [],
  ...over,
});

const file = (w: CwrWork, senderIpi = '00123456790') =>
  writeCwr({
    senderIpi,
    senderName: 'TNM Publishing',
    createdAt: new Date('2026-11-29T10:00:00Z'),
    groups: [{ type: 'NWR', works: [w] }],
  });

describe('CWR character set', () => {
  it('transliterates letters outside ASCII instead of leaving spaces inside words', () => {
    expect(cwrText("L'Œuvre de Łódź")).toBe("L'OEUVRE DE LODZ");
    expect(cwrText('Straße nach Søndersø')).toBe('STRASSE NACH SONDERSO');
    expect(cwrText('Ærø Þórsdóttir Đorđe')).toBe('AERO THORSDOTTIR DORDE');
    expect(cwrText('Дмитрий Шостакович')).toBe('DMITRIY SHOSTAKOVICH');
    expect(cwrText('Μίκης Θεοδωράκης')).toBe('MIKIS THEODORAKIS');
    expect(cwrText('Café “Noir” – 2')).toBe('CAFE "NOIR" - 2');
    expect(cwrText('東京 Tokyo')).toBe('TOKYO');
  });

  it('writes the transliteration in the ASCII fields and the original in NAT, NPN and NWN', () => {
    const text = file(work());
    const recs = readRecords(text);
    const nwr = recs.find((r) => r.type === 'NWR')!;
    expect(nwr.title).toBe("L'OEUVRE DE LODZ");
    expect(recs.find((r) => r.type === 'SPU')!.name).toBe('EDITIONS ORSTED');
    expect(recs.find((r) => r.type === 'SWR')).toMatchObject({ lastName: 'SHOSTAKOVICH', firstName: 'DMITRIY' });
    expect(recs.find((r) => r.type === 'ALT')!.title).toBe('STRASSE NACH SONDERSO');
    const nat = recs.filter((r) => r.type === 'NAT');
    expect(nat.map((r) => [r.title, r.titleType, r.language])).toEqual([
      ["L'Œuvre de Łódź", 'OL', 'FR'],
      ['Straße nach Søndersø', 'AL', 'FR'],
    ]);
    expect(recs.find((r) => r.type === 'NPN')).toMatchObject({
      chainSequence: '01',
      ip: 'W7P3',
      name: 'Éditions Ørsted',
    });
    expect(recs.find((r) => r.type === 'NWN')).toMatchObject({
      ip: 'W7P1',
      lastName: 'Шостакович',
      firstName: 'Дмитрий',
    });
    const lines = text.split('\r\n');
    // Record lengths of the layout, in characters: NAT 663, NPN 512, NWN 350; NPN follows its SPU, NWN its SWR.
    expect(lines.filter((l) => l.startsWith('NAT')).map((l) => [...l].length)).toEqual([663, 663]);
    expect([...lines.find((l) => l.startsWith('NPN'))!].length).toBe(512);
    expect([...lines.find((l) => l.startsWith('NWN'))!].length).toBe(350);
    const order = lines.map((l) => l.slice(0, 3));
    expect(order.indexOf('NPN')).toBe(order.indexOf('SPU') + 1);
    expect(order.indexOf('NWN')).toBe(order.indexOf('SWR') + 1);
    expect(at(lines[0]!, 87, 15).trim()).toBe('UTF-8');
  });

  it('writes no non-Roman record and no character set for plain ASCII', () => {
    const plain = work({
      title: 'Plain Song',
      alternateTitles: [],
      publishers: [{ ...work().publishers[0]!, name: 'Plain Music' }],
      writers: [{ ...work().writers[0]!, name: 'Ann Lee' }],
    });
    const lines = file(plain).split('\r\n');
    expect(lines.filter((l) => /^(NAT|NPN|NWN)/.test(l))).toEqual([]);
    expect(at(lines[0]!, 87, 15).trim()).toBe('');
  });

  it('takes the distribution category and language from the work', () => {
    const nwr = readRecords(file(work())).find((r) => r.type === 'NWR')!;
    expect([nwr.category, nwr.language]).toEqual(['JAZ', 'FR']);
    const ser = readRecords(file(work({ distributionCategory: 'SER', language: 'DE' }))).find((r) => r.type === 'NWR')!;
    expect([ser.category, ser.language]).toEqual(['SER', 'DE']);
  });
});

describe('HDR sender', () => {
  it('a 9-digit IPI name number: sender type PB at 4-5 and the last 9 digits at 6-14', () => {
    const hdr = readRecords(file(work()))[0]!;
    expect(hdr).toMatchObject({
      senderType: 'PB',
      senderId: '123456790',
      senderName: 'TNM PUBLISHING',
      ediStandard: '01.10',
    });
  });

  it('an 11-digit IPI name number: all 11 digits at 4-14 (its two leading digits in the sender type)', () => {
    const line = file(work(), '12345678993').split('\r\n')[0]!;
    expect(line).toHaveLength(101);
    expect(at(line, 4, 11)).toBe('12345678993');
    expect(at(line, 15, 45).trim()).toBe('TNM PUBLISHING');
    expect(at(line, 60, 5)).toBe('01.10');
  });
});
