// Held-out CWR cases, written after the rules were implemented and not used to shape them: a three-writer work
// with two controlled chains (one administered) and an uncontrolled writer, with non-ASCII names; a single
// writer published through the platform; chains added to an existing work by PATCH, with an 11-digit sender IPI.
// Read back with the reader built from CWR-DataApi's field tables.
import { db } from '@/lib/platform/db';
import * as works from '@/app/api/rights/works/route';
import * as work from '@/app/api/rights/works/[id]/route';
import * as exportsRoute from '@/app/api/rights/exports/route';
import { call, createUser } from '../../helpers/api';
import { readRecords, readWorks } from '../../fixtures/rights/cwr-reader';

jest.setTimeout(90_000);

let artist: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
const settings = (publisherIpi: string) => ({ senderCode: 'TNM', publisherName: 'TNM Publishing', publisherIpi });

beforeAll(async () => {
  artist = await createUser('artist');
  admin = await createUser('admin');
});

async function useSettings(ipi: string) {
  await db.setting.upsert({
    where: { key: 'rights.cwr' },
    create: { key: 'rights.cwr', value: settings(ipi) },
    update: { value: settings(ipi) },
  });
}

const s = (performance: number, mechanical: number, sync: number) => ({ performance, mechanical, sync });

async function signed(id: string) {
  await db.workSplitVersion.create({
    data: {
      workId: id,
      version: 1,
      status: 'signed',
      agreementText: 'x',
      agreementSha256: '0'.repeat(64),
      snapshot: {},
    },
  });
}

async function exported(id: string) {
  const res = await call(exportsRoute.POST, {
    as: admin,
    body: { format: 'cwr-2.1', workIds: [id], recipient: 'PRS' },
  });
  expect(res.status).toBe(200);
  return res.text;
}

describe('held-out CWR cases', () => {
  it('three writers, two controlled chains (one administered), an uncontrolled writer, non-ASCII names', async () => {
    await useSettings('00123456790');
    const res = await call(works.POST, {
      as: artist,
      body: {
        title: 'Œuvre Ébauchée',
        language: 'FR',
        distributionCategory: 'SER',
        parties: [
          {
            name: 'Łukasz Żuławski',
            role: 'C',
            controlled: true,
            shares: s(2000, 0, 0),
            publisher: 3,
            administrator: 5,
          },
          { name: 'Zoë Brandt', role: 'A', controlled: true, shares: s(2000, 0, 0), publisher: 4 },
          { name: 'Ian Wolf', role: 'CA', controlled: false, ipi: '00000000689', shares: s(2000, 2000, 2000) },
          { name: 'Wydawnictwo Łąka', role: 'E', controlled: true, ipi: '00000000787', shares: s(2000, 4000, 4000) },
          { name: 'Brandt Music', role: 'E', controlled: true, shares: s(2000, 4000, 4000) },
          { name: 'Admin Worldwide', role: 'AM', controlled: true, ipi: '00000000885', shares: s(0, 0, 0) },
        ],
      },
    });
    expect(res.status).toBe(201);
    await signed(res.json.id);
    const text = await exported(res.json.id);
    const [w] = readWorks(text);
    expect(w).toMatchObject({
      title: 'OEUVRE EBAUCHEE',
      originalTitle: 'Œuvre Ébauchée',
      category: 'SER',
      language: 'FR',
    });
    const by = Object.fromEntries(w!.parties.map((p) => [p.name, p]));
    expect(by['LUKASZ ZULAWSKI']).toMatchObject({ originalName: 'Łukasz Żuławski', chain: by['WYDAWNICTWO LAKA']!.ip });
    expect(by['ZOE BRANDT']!.chain).toBe(by['BRANDT MUSIC']!.ip);
    expect(by['WYDAWNICTWO LAKA']).toMatchObject({
      role: 'E',
      ownership: [2000, 4000, 4000],
      originalName: 'Wydawnictwo Łąka',
    });
    expect(by['WYDAWNICTWO LAKA']!.collection).toBeUndefined();
    expect(by['ADMIN WORLDWIDE']).toMatchObject({ role: 'AM', ownership: [0, 0, 0], collection: [2000, 4000, 4000] });
    expect(by['ADMIN WORLDWIDE']!.chain).toBe(by['WYDAWNICTWO LAKA']!.chain);
    expect(by['BRANDT MUSIC']!.chain).not.toBe(by['WYDAWNICTWO LAKA']!.chain);
    expect(by['IAN WOLF']).toMatchObject({ controlled: false, ipi: '00000000689' });
    expect(by['IAN WOLF']!.collection).toBeUndefined();
    for (const k of [0, 1, 2]) {
      expect(w!.parties.reduce((t, p) => t + p.ownership[k]!, 0)).toBe(10000);
      expect(w!.parties.reduce((t, p) => t + (p.collection?.[k] ?? 0), 0)).toBe([8000, 8000, 8000][k]);
    }
  });

  it('a single writer published through the platform: writer and publisher together collect 100%, not 100% each', async () => {
    await useSettings('00123456790');
    const res = await call(works.POST, {
      as: artist,
      body: {
        title: 'Alone',
        parties: [{ name: 'Mia Solo', role: 'CA', controlled: true, shares: s(10000, 10000, 10000) }],
      },
    });
    await signed(res.json.id);
    const [w] = readWorks(await exported(res.json.id));
    expect(w!.category).toBe('POP');
    const [pub, writer] = w!.parties;
    expect(pub).toMatchObject({
      name: 'TNM PUBLISHING',
      controlled: true,
      ownership: [5000, 10000, 10000],
      collection: [5000, 10000, 10000],
    });
    expect(writer).toMatchObject({
      name: 'MIA SOLO',
      ownership: [5000, 0, 0],
      collection: [5000, 0, 0],
      chain: pub!.ip,
    });
  });

  it('chains added by PATCH to an existing work; a sender IPI of 11 digits in HDR 4-14', async () => {
    await useSettings('98765432174');
    const created = await call(works.POST, {
      as: artist,
      body: {
        title: 'Later Chains',
        parties: [
          { name: 'Ann Lee', role: 'CA', controlled: true, shares: s(5000, 0, 0) },
          { name: 'Ann Songs', role: 'E', controlled: true, shares: s(5000, 10000, 10000) },
        ],
      },
    });
    const id = created.json.id as string;
    const bad = await call(work.PATCH, {
      method: 'PATCH',
      as: artist,
      params: { id },
      body: {
        parties: [
          { name: 'Ann Lee', role: 'CA', controlled: true, shares: s(5000, 0, 0), administrator: 1 },
          { name: 'Ann Songs', role: 'E', controlled: true, shares: s(5000, 10000, 10000) },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.issues).toEqual([
      { path: 'parties.0.administrator', message: 'name the original publisher the administrator acts for' },
    ]);
    const ok = await call(work.PATCH, {
      method: 'PATCH',
      as: artist,
      params: { id },
      body: {
        parties: [
          { name: 'Ann Lee', role: 'CA', controlled: true, shares: s(5000, 0, 0), publisher: 1 },
          { name: 'Ann Songs', role: 'E', controlled: true, shares: s(5000, 10000, 10000) },
        ],
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.parties[0]).toMatchObject({ publisher: 1, administrator: null });
    await signed(id);
    const text = await exported(id);
    const hdr = readRecords(text)[0]!;
    expect(hdr.senderType + hdr.senderId).toBe('98765432174');
    const [w] = readWorks(text);
    const by = Object.fromEntries(w!.parties.map((p) => [p.name, p]));
    expect(by['ANN LEE']!.chain).toBe(by['ANN SONGS']!.ip);
  });
});
