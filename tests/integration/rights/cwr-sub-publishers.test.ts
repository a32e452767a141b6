// Sub-publishers (SE) per territory through the routes: entry rules (400 naming the party), storage and read-back
// in the works API, and the CWR 2.1 / 2.2 export read with the reader built from CWR-DataApi's field tables.
import { db } from '@/lib/platform/db';
import * as works from '@/app/api/rights/works/route';
import * as work from '@/app/api/rights/works/[id]/route';
import * as exportsRoute from '@/app/api/rights/exports/route';
import { call, createUser } from '../../helpers/api';
import { readRecords, readWorks } from '../../fixtures/rights/cwr-reader';

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
type Territory = { tis: string; include?: boolean; shares: ReturnType<typeof s> };
const body = (territories: Territory[], sub: Record<string, unknown> = {}) => ({
  title: 'Snow Line',
  parties: [
    { name: 'Lea Frost', role: 'CA', controlled: true, shares: s(5000, 0, 0), publisher: 1 },
    { name: 'Frost Songs', role: 'E', controlled: true, shares: s(5000, 10000, 10000) },
    { name: 'Nippon Sub', role: 'SE', controlled: true, shares: s(0, 0, 0), publisher: 1, territories, ...sub },
  ],
});

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

describe('sub-publishers per territory', () => {
  it('refuses broken sub-publisher entries with 400 naming the party, and creates nothing', async () => {
    const before = await db.musicalWork.count();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [
        body([{ tis: '2136', shares: s(6000, 0, 0) }]),
        'parties.2.territories.0.shares.performance',
        /Nippon Sub would collect 60% of PR in territory 2136, more than Frost Songs owns \(50%\)/,
      ],
      [
        body([{ tis: '392', shares: s(1000, 1000, 1000) }], { publisher: undefined }),
        'parties.2.publisher',
        /name the original publisher \(role E\) Nippon Sub sub-publishes for/,
      ],
      [
        body([{ tis: '392', shares: s(1000, 1000, 1000) }], { publisher: 0 }),
        'parties.2.publisher',
        /Lea Frost is not an original publisher/,
      ],
      [
        body([{ tis: '392', include: false, shares: s(1000, 0, 0) }]),
        'parties.2.territories.0.shares',
        /Nippon Sub excludes territory 392, so it collects nothing there/,
      ],
      [
        body([
          { tis: '392', shares: s(1000, 0, 0) },
          { tis: '0392', shares: s(1000, 0, 0) },
        ]),
        'parties.2.territories.1.tis',
        /territory 0392 is listed twice for Nippon Sub/,
      ],
      [
        body([{ tis: '392', shares: s(1000, 0, 0) }], { controlled: false }),
        'parties.2.publisher',
        /written only when we administer both Nippon Sub and Frost Songs/,
      ],
      [body([{ tis: 'JP', shares: s(1000, 0, 0) }]), 'parties.2.territories.0.tis', /must be a TIS territory code/],
    ];
    for (const [input, path, message] of cases) {
      const res = await call(works.POST, { as: artist, body: input });
      expect(res.status).toBe(400);
      const issue = res.json.issues.find((i: { path: string }) => i.path === path);
      expect(issue?.message).toMatch(message);
    }
    const onWriter = await call(works.POST, {
      as: artist,
      body: {
        title: 'X',
        parties: [
          {
            name: 'Lea Frost',
            role: 'CA',
            controlled: true,
            shares: s(10000, 10000, 10000),
            territories: [{ tis: '392', shares: s(0, 0, 0) }],
          },
        ],
      },
    });
    expect(onWriter.status).toBe(400);
    expect(JSON.stringify(onWriter.json.issues)).toMatch(/only a sub-publisher \(role SE\) collects per territory/);
    expect(await db.musicalWork.count()).toBe(before);
  });

  it('stores the territories, returns them, exports SPU SE + one SPT per territory in 2.1 and 2.2', async () => {
    const territories = [
      { tis: '2100', include: true, shares: s(2000, 4000, 4000) },
      { tis: '2826', include: false, shares: s(0, 0, 0) },
    ];
    const res = await call(works.POST, { as: artist, body: body(territories) });
    expect(res.status).toBe(201);
    const id = res.json.id as string;
    const got = await call(work.GET, { as: artist, params: { id } });
    expect(got.json.parties[2]).toMatchObject({ role: 'SE', publisher: 1, territories });
    await signed(id);

    for (const format of ['cwr-2.1', 'cwr-2.2']) {
      const out = await call(exportsRoute.POST, { as: admin, body: { format, workIds: [id], recipient: 'JASRAC' } });
      expect(out.status).toBe(200);
      const [w] = readWorks(out.text);
      const by = Object.fromEntries(w!.parties.map((p) => [p.name, p]));
      expect(by['NIPPON SUB']).toMatchObject({ role: 'SE', controlled: true, chain: by['FROST SONGS']!.chain });
      expect(by['NIPPON SUB']!.territories).toEqual([
        { tis: '2100', inclusion: 'I', shares: [2000, 4000, 4000] },
        { tis: '2826', inclusion: 'E', shares: [0, 0, 0] },
      ]);
      // The original publisher keeps the rest where the sub-publisher collects, everything elsewhere.
      expect(by['FROST SONGS']!.territories).toEqual([
        { tis: '2136', inclusion: 'I', shares: [5000, 10000, 10000] },
        { tis: '2100', inclusion: 'I', shares: [3000, 6000, 6000] },
        { tis: '2826', inclusion: 'I', shares: [5000, 10000, 10000] },
      ]);
      // one SPT per territory entry, each after its own SPU
      const spt = readRecords(out.text).filter((r) => r.type === 'SPT');
      expect(spt.map((r) => r.ip)).toEqual([
        ...Array(3).fill(by['FROST SONGS']!.ip),
        ...Array(2).fill(by['NIPPON SUB']!.ip),
      ]);
    }

    // PATCH: a second sub-publisher of the same E for the same territory may not take more than the E owns
    const patched = await call(work.PATCH, {
      as: artist,
      params: { id },
      body: {
        parties: [
          ...body(territories).parties,
          {
            name: 'Euro Two',
            role: 'SE',
            controlled: true,
            shares: s(0, 0, 0),
            publisher: 1,
            territories: [{ tis: '2100', shares: s(3500, 0, 0) }],
          },
        ],
      },
    });
    expect(patched.status).toBe(400);
    expect(
      patched.json.issues.find((i: { path: string }) => i.path === 'parties.3.territories.0.shares.performance')
        ?.message,
    ).toMatch(
      /Euro Two and the other sub-publishers of Frost Songs would collect 55% of PR in territory 2100, more than Frost Songs owns \(50%\)/,
    );
  });
});
