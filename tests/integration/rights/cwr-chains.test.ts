// CWR 2.1 through the routes: chains of title entered per writer, share rules at entry (400 naming the party)
// and at export (409 with the reason), a round trip of the exported file through a reader written from
// CWR-DataApi's field tables, the distribution category, and NWR/REV driven by the acceptances ACKs record.
import { db } from '@/lib/platform/db';
import * as works from '@/app/api/rights/works/route';
import * as work from '@/app/api/rights/works/[id]/route';
import * as exportsRoute from '@/app/api/rights/exports/route';
import * as acks from '@/app/api/rights/acks/route';
import * as settingsRoute from '@/app/api/rights/settings/route';
import { callSteppedUp } from '../../helpers/step-up';
import { ackRecord } from '@/lib/rights/ack';
import { call, createUser } from '../../helpers/api';
import { readWorks } from '../../fixtures/rights/cwr-reader';

jest.setTimeout(90_000);

let artist: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  artist = await createUser('artist');
  admin = await createUser('admin');
  await db.setting.upsert({
    where: { key: 'rights.cwr' },
    create: {
      key: 'rights.cwr',
      value: { senderCode: 'TNM', publisherName: 'TNM Publishing', publisherIpi: '00123456790' },
    },
    update: { value: { senderCode: 'TNM', publisherName: 'TNM Publishing', publisherIpi: '00123456790' } },
  });
});

const s = (performance: number, mechanical: number, sync: number) => ({ performance, mechanical, sync });
/** Two writers and two publishers: Ann Lee's chain (Ann Songs) is ours, Kai Moe's (Kai Pub) is not. */
const twoChains = (over: Record<string, unknown> = {}) => ({
  title: 'Harbour Lights',
  language: 'EN',
  distributionCategory: 'JAZ',
  parties: [
    {
      name: 'Ann Lee',
      role: 'CA',
      ipi: '00123456790',
      society: 'ASCAP',
      controlled: true,
      shares: s(2500, 0, 0),
      publisher: 2,
    },
    {
      name: 'Kai Moe',
      role: 'CA',
      ipi: '00000000297',
      society: 'PRS',
      controlled: false,
      shares: s(2500, 0, 0),
      publisher: 3,
    },
    {
      name: 'Ann Songs',
      role: 'E',
      ipi: '00000000395',
      society: 'ASCAP',
      controlled: true,
      shares: s(2500, 5000, 5000),
    },
    { name: 'Kai Pub', role: 'E', ipi: '00000000493', society: 'PRS', controlled: false, shares: s(2500, 5000, 5000) },
  ],
  ...over,
});

async function createSigned(body: Record<string, unknown>) {
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

const exportCwr = (workIds: string[]) =>
  call(exportsRoute.POST, { as: admin, body: { format: 'cwr-2.1', workIds, recipient: 'BMI' } });

function uploadAck(rows: string[]) {
  const text = [
    'HDRSO000000021BMI                                          01.102026112912000020261129               ',
    'GRHACK0000102.100000000000  ',
    ...rows,
    `GRT00001${String(rows.length).padStart(8, '0')}${String(rows.length + 2).padStart(8, '0')}`,
    `TRL00001${String(rows.length).padStart(8, '0')}${String(rows.length + 4).padStart(8, '0')}`,
  ].join('\r\n');
  const form = new FormData();
  form.append('file', new File([text], 'CW260001BMI_TNM.V21', { type: 'text/plain' }));
  return call(acks.POST, { as: admin, rawBody: form });
}

describe('CWR chains of title and share rules', () => {
  it('refuses a publisher over 50% PR, a link to a party that is not a publisher and a cross-side chain (400)', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [
        {
          parties: [
            { name: 'Ann Lee', role: 'CA', controlled: true, shares: s(4000, 0, 0), publisher: 1 },
            { name: 'Ann Songs', role: 'E', controlled: true, shares: s(6000, 10000, 10000) },
          ],
        },
        'parties.1.shares.performance',
        /Ann Songs is a publisher with 60% of the performing right; CWR allows a publisher at most 50%/,
      ],
      [
        { parties: twoChains().parties.map((p, i) => (i === 0 ? { ...p, publisher: 1 } : p)) },
        'parties.0.publisher',
        /Kai Moe is not an original publisher/,
      ],
      [
        { parties: twoChains().parties.map((p, i) => (i === 0 ? { ...p, publisher: 3 } : p)) },
        'parties.0.publisher',
        /Kai Pub must be administered by us too/,
      ],
      [{ distributionCategory: 'ROCK' }, 'distributionCategory', /POP \(popular\), JAZ/],
    ];
    for (const [over, path, message] of cases) {
      const res = await call(works.POST, { as: artist, body: twoChains(over) });
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      const issue = res.json.issues.find((i: { path: string }) => i.path === path);
      expect(issue?.message).toMatch(message);
    }
    expect(await db.musicalWork.count({ where: { ownerId: artist.id } })).toBe(0);
  });

  it('round trip: the exported file reads back as the same work, parties, shares and PWR links', async () => {
    const id = await createSigned(twoChains());
    const detail = await call(work.GET, { as: artist, params: { id } });
    expect(detail.json.parties.map((p: { publisher: number | null }) => p.publisher)).toEqual([2, 3, null, null]);
    const res = await exportCwr([id]);
    expect(res.status).toBe(200);
    const [read] = readWorks(res.text);
    expect(read).toMatchObject({
      transactionType: 'NWR',
      title: 'HARBOUR LIGHTS',
      language: 'EN',
      category: 'JAZ',
      submitterWorkId: detail.json.number,
    });
    const byName = Object.fromEntries(read!.parties.map((p) => [p.name, p]));
    expect(Object.keys(byName).sort()).toEqual(['ANN LEE', 'ANN SONGS', 'KAI MOE', 'KAI PUB']);
    expect(byName['ANN SONGS']).toMatchObject({
      controlled: true,
      role: 'E',
      ipi: '00000000395',
      ownership: [2500, 5000, 5000],
      collection: [2500, 5000, 5000],
    });
    expect(byName['KAI PUB']).toMatchObject({
      controlled: false,
      role: 'E',
      ipi: '00000000493',
      ownership: [2500, 5000, 5000],
    });
    expect(byName['KAI PUB']!.collection).toBeUndefined();
    expect(byName['ANN LEE']).toMatchObject({
      controlled: true,
      role: 'CA',
      ipi: '00123456790',
      ownership: [2500, 0, 0],
      collection: [2500, 0, 0],
      chain: byName['ANN SONGS']!.ip,
    });
    expect(byName['KAI MOE']).toMatchObject({ controlled: false, ipi: '00000000297', ownership: [2500, 0, 0] });
    expect(byName['KAI MOE']!.collection).toBeUndefined();
    // Per right the ownership is 100% and what is collected is exactly what our chain owns.
    for (const k of [0, 1, 2]) {
      expect(read!.parties.reduce((t, p) => t + p.ownership[k]!, 0)).toBe(10000);
      expect(read!.parties.reduce((t, p) => t + (p.collection?.[k] ?? 0), 0)).toBe([5000, 5000, 5000][k]);
    }
  });

  it('refuses to export a stored work that breaks a share rule (409 with the reason)', async () => {
    const w = await db.musicalWork.create({
      data: {
        ownerId: artist.id,
        title: 'Greedy Song',
        parties: {
          create: [
            {
              position: 1,
              name: 'Ann Lee',
              role: 'CA',
              controlled: true,
              prShare: 4000,
              mrShare: 0,
              srShare: 0,
              publisherPosition: 2,
            },
            {
              position: 2,
              name: 'Ann Songs',
              role: 'E',
              controlled: true,
              prShare: 6000,
              mrShare: 10000,
              srShare: 10000,
            },
          ],
        },
        splitVersions: {
          create: { version: 1, status: 'signed', agreementText: 'x', agreementSha256: '0'.repeat(64), snapshot: {} },
        },
      },
    });
    const res = await exportCwr([w.id]);
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(
      '"Greedy Song" cannot be sent in CWR: publisher Ann Songs owns 60% of PR, more than 50%.',
    );
    expect(await db.workRegistration.count({ where: { workId: w.id } })).toBe(0);
  });

  it('sends NWR until an ACK records an acceptance (a rejection included), then REV on every later send', async () => {
    const id = await createSigned(twoChains({ title: 'Paper Boats' }));
    const number = (await call(work.GET, { as: artist, params: { id } })).json.number as string;
    const type = async () => readWorks((await exportCwr([id])).text)[0]!.transactionType;
    expect(await type()).toBe('NWR');
    expect(
      (await uploadAck([ackRecord(0, { submitterWorkId: number, title: 'Paper Boats', status: 'RJ' })])).status,
    ).toBe(200);
    expect(await type()).toBe('NWR');
    expect(
      (
        await uploadAck([
          ackRecord(0, { submitterWorkId: number, title: 'Paper Boats', status: 'AS', date: '20261201' }),
        ])
      ).status,
    ).toBe(200);
    const reg = await db.workRegistration.findFirstOrThrow({ where: { workId: id, target: 'CWR:BMI' } });
    expect(reg).toMatchObject({ status: 'accepted', acceptedAt: new Date('2026-12-01T00:00:00Z') });
    expect(await type()).toBe('REV');
    // The REV was sent (status "sent" again): the acceptance is kept, the next file is still a REV.
    expect((await db.workRegistration.findFirstOrThrow({ where: { workId: id, target: 'CWR:BMI' } })).status).toBe(
      'sent',
    );
    expect(await type()).toBe('REV');
  });

  it('writes the CWR version the super admin set for each society (format "cwr"); 2.1 for the others', async () => {
    const superAdmin = await createUser('super_admin');
    const base = { senderCode: 'TNM', publisherName: 'TNM Publishing', publisherIpi: '00123456790' };
    const bad = await callSteppedUp(settingsRoute.PUT, superAdmin, {
      method: 'PUT',
      body: { ...base, cwrVersions: { BMI: '3.5' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0]).toEqual({ path: 'cwrVersions.BMI', message: 'must be 2.1, 2.2 or 3.0' });
    const ok = await callSteppedUp(settingsRoute.PUT, superAdmin, {
      method: 'PUT',
      body: { ...base, cwrVersions: { bmi: '2.2' } },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.settings.cwrVersions).toEqual({ BMI: '2.2' });
    const id = await createSigned(twoChains({ title: 'Versioned' }));
    const send = (recipient: string) =>
      call(exportsRoute.POST, { as: admin, body: { format: 'cwr', workIds: [id], recipient } });
    const bmi = await send('BMI');
    expect(bmi.headers.get('content-disposition')).toMatch(/CW\d{6}TNM_BMI\.V22/);
    const bmiLines = bmi.text.split('\r\n');
    expect(bmiLines[0]).toHaveLength(167);
    expect(bmiLines[0]!.slice(101, 104)).toBe('2.2');
    expect(bmiLines.find((l) => l.startsWith('PWR'))).toHaveLength(112);
    expect(readWorks(bmi.text)[0]!.parties.find((p) => p.name === 'ANN LEE')!.chain).toBeTruthy();
    const prs = await send('PRS');
    expect(prs.headers.get('content-disposition')).toMatch(/CW\d{6}TNM_PRS\.V21/);
    expect(prs.text.split('\r\n')[0]).toHaveLength(101);
  });
});
