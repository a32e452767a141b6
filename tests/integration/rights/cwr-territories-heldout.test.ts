// Held-out cases for sub-publishers and CWR 3.0, written before the code was finished and run last: a work with a
// sub-publisher for two territories (CWR 2.1, read with the CWR-DataApi reader), and a CWR 3.0 export of a
// two-writer two-publisher work (read with the reader built from django-music-publisher's 3.0 templates).
import { db } from '@/lib/platform/db';
import * as works from '@/app/api/rights/works/route';
import * as exportsRoute from '@/app/api/rights/exports/route';
import { call, createUser } from '../../helpers/api';
import { readWorks } from '../../fixtures/rights/cwr-reader';
import { readRecords30, readWorks30 } from '../../fixtures/rights/cwr30-reader';

jest.setTimeout(90_000);

let artist: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  artist = await createUser('artist');
  admin = await createUser('admin');
  const value = { senderCode: 'TNM', publisherName: 'TNM Publishing', publisherIpi: '00123456790' };
  await db.setting.upsert({ where: { key: 'rights.cwr' }, create: { key: 'rights.cwr', value }, update: { value } });
});

const s = (performance: number, mechanical: number, sync: number) => ({ performance, mechanical, sync });

async function created(body: Record<string, unknown>) {
  const res = await call(works.POST, { as: artist, body });
  expect(res.status).toBe(201);
  await db.workSplitVersion.create({
    data: {
      workId: res.json.id,
      version: 1,
      status: 'signed',
      agreementText: 'x',
      agreementSha256: '0'.repeat(64),
      snapshot: {},
    },
  });
  return res.json.id as string;
}

describe('held-out: sub-publishers and CWR 3.0', () => {
  it('a sub-publisher for two territories: SPU SE in the chain, one SPT per territory, the rest kept by the E', async () => {
    const id = await created({
      title: 'Northern Route',
      parties: [
        { name: 'Ola Berg', role: 'CA', controlled: true, shares: s(5000, 0, 0), publisher: 1 },
        { name: 'Berg Songs', role: 'E', controlled: true, shares: s(5000, 10000, 10000) },
        {
          name: 'Euro Sub Music',
          role: 'SE',
          controlled: true,
          shares: s(0, 0, 0),
          publisher: 1,
          territories: [
            { tis: '2826', include: true, shares: s(2500, 5000, 5000) },
            { tis: '276', include: true, shares: s(5000, 10000, 10000) },
          ],
        },
      ],
    });
    const res = await call(exportsRoute.POST, {
      as: admin,
      body: { format: 'cwr-2.1', workIds: [id], recipient: 'PRS' },
    });
    expect(res.status).toBe(200);
    const [w] = readWorks(res.text);
    const by = Object.fromEntries(w!.parties.map((p) => [p.name, p]));
    expect(by['EURO SUB MUSIC']).toMatchObject({ role: 'SE', controlled: true, ownership: [0, 0, 0] });
    expect(by['EURO SUB MUSIC']!.chain).toBe(by['BERG SONGS']!.chain);
    expect(by['EURO SUB MUSIC']!.territories).toEqual([
      { tis: '2826', inclusion: 'I', shares: [2500, 5000, 5000] },
      { tis: '276', inclusion: 'I', shares: [5000, 10000, 10000] },
    ]);
    expect(by['BERG SONGS']!.territories).toEqual([
      { tis: '2136', inclusion: 'I', shares: [5000, 10000, 10000] },
      { tis: '2826', inclusion: 'I', shares: [2500, 5000, 5000] },
      { tis: '276', inclusion: 'E', shares: [0, 0, 0] },
    ]);
    expect(by['OLA BERG']).toMatchObject({ collection: [5000, 0, 0], chain: by['BERG SONGS']!.ip });
    // the SE follows its E in the file
    const order = w!.parties.map((p) => p.name);
    expect(order.indexOf('EURO SUB MUSIC')).toBe(order.indexOf('BERG SONGS') + 1);
  });

  it('CWR 3.0 of a two-writer two-publisher work: WRK, SPU/SPT, OPU/OPT, SWR/SWT/PWR, OWR/OWT, 3.0 file name', async () => {
    const id = await created({
      title: 'Two Harbours',
      language: 'EN',
      distributionCategory: 'POP',
      parties: [
        { name: 'Ann Lee', role: 'CA', ipi: '00123456790', controlled: true, shares: s(2500, 0, 0), publisher: 2 },
        { name: 'Kai Moe', role: 'CA', ipi: '00000000297', controlled: false, shares: s(2500, 0, 0), publisher: 3 },
        { name: 'Ann Songs', role: 'E', ipi: '00000000395', controlled: true, shares: s(2500, 5000, 5000) },
        { name: 'Kai Pub', role: 'E', ipi: '00000000493', controlled: false, shares: s(2500, 5000, 5000) },
      ],
    });
    const res = await call(exportsRoute.POST, {
      as: admin,
      body: { format: 'cwr-3.0', workIds: [id], recipient: 'BMI' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/CW\d{6}TNM_0000_V3-0-0\.SUB/);
    const records = readRecords30(res.text);
    const hdr = records[0]!;
    expect(hdr).toMatchObject({ type: 'HDR', senderType: 'PB', version: '3.0', senderName: 'TNM PUBLISHING' });
    expect(records[1]).toMatchObject({ type: 'GRH', transactionType: 'WRK', version: '03.00' });
    const lengths: Record<string, string> = { WRK: '218', SPU: '112', OPU: '112', SPT: '99', OPT: '99' };
    for (const r of records) if (lengths[r.type]) expect(r.length).toBe(lengths[r.type]);
    for (const r of records.filter((x) => ['SWR', 'PWR', 'SWT', 'OWT'].includes(x.type)))
      expect(r.length).toBe({ SWR: '134', PWR: '73', SWT: '99', OWT: '99' }[r.type]);
    const [w] = readWorks30(res.text);
    expect(w).toMatchObject({ title: 'TWO HARBOURS', language: 'EN', category: 'POP' });
    const by = Object.fromEntries(w!.parties.map((p) => [p.name, p]));
    expect(by['ANN SONGS']).toMatchObject({ role: 'E', controlled: true, ipi: '00000000395' });
    expect(by['ANN SONGS']!.territories).toEqual([{ tis: '2136', inclusion: 'I', shares: [2500, 5000, 5000] }]);
    expect(by['KAI PUB']).toMatchObject({ controlled: false });
    expect(by['KAI PUB']!.territories).toEqual([{ tis: '2136', inclusion: 'I', shares: [2500, 5000, 5000] }]);
    expect(by['ANN LEE']).toMatchObject({ role: 'CA', controlled: true, ipi: '00123456790' });
    expect(by['ANN LEE']!.territories).toEqual([{ tis: '2136', inclusion: 'I', shares: [2500, 0, 0] }]);
    expect(by['ANN LEE']!.links).toEqual([{ sequence: by['ANN SONGS']!.chain, publisherIp: by['ANN SONGS']!.ip }]);
    expect(by['KAI MOE']).toMatchObject({ controlled: false, ipi: '00000000297' });
    expect(by['KAI MOE']!.territories).toEqual([{ tis: '2136', inclusion: 'I', shares: [2500, 0, 0] }]);
    const trl = records[records.length - 1]!;
    expect(trl).toMatchObject({
      type: 'TRL',
      transactions: '00000001',
      records: String(records.length).padStart(8, '0'),
    });
  });
});
