// A real deep scan of this repository (knip, madge, env scan, code index), then the offline
// responder's answers to a fixed set of questions, checked against the memories and code they must cite.
// Migrating an embedded database takes longer than Jest's 5 s default on a loaded machine.
jest.setTimeout(120_000);
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import * as chat from '@/app/api/brain/chat/route';
import * as scanRoute from '@/app/api/brain/scan/deep/route';
import { db } from '@/lib/platform/db';
import { runDeepScan, startDeepScan } from '@/lib/brain/scan/service';
import { call, createUser } from '../../helpers/api';

let admin: Awaited<ReturnType<typeof createUser>>;
let stranger: Awaited<ReturnType<typeof createUser>>;

const MEMORIES = [
  {
    title: 'Royalty statements close monthly',
    content: 'Store statements are imported on the 5th of each month; unmatched rows wait for an admin.',
    category: 'workflow' as const,
    importance: 8,
  },
  {
    title: 'Artwork must be square',
    content: 'Cover art is at least 3000 by 3000 pixels, RGB, no borders.',
    category: 'rule' as const,
    importance: 7,
    isGlobal: true,
  },
  {
    title: 'Label payouts need a signed split sheet',
    content: 'Never pay a label before its split sheet is uploaded and approved.',
    category: 'rule' as const,
    importance: 9,
  },
];

beforeAll(async () => {
  // Code search and the deep scan are super admins' tools.
  admin = await createUser('super_admin');
  stranger = await createUser('admin');
  for (const m of MEMORIES) await db.brainMemory.create({ data: { ...m, createdById: admin.id } });
  await db.brainMemory.create({
    data: {
      title: 'Private note about payouts to labels',
      content: 'Only for the other admin.',
      createdById: stranger.id,
    },
  });
  await db.release.create({
    data: { ownerId: admin.id, title: 'Live One', primaryArtist: 'A', status: 'distributed' },
  });
  await db.release.create({ data: { ownerId: admin.id, title: 'Draft One', primaryArtist: 'A', status: 'draft' } });
  // The job would run this; the test runs it in-process to wait for it.
  const { scan } = await startDeepScan(admin.id, true);
  await runDeepScan(scan!.id);
}, 300_000);

async function ask(message: string, withCode = true) {
  const res = await call(chat.POST, { url: '/api/brain/chat', body: { message, withCode }, as: admin });
  expect(res.status).toBe(200);
  return res.json as { response: string; citations: { kind: string; title: string; location?: string }[] };
}
const cited = (a: Awaited<ReturnType<typeof ask>>, kind: string) =>
  a.citations.filter((c) => c.kind === kind).map((c) => c.location ?? c.title);

describe('the deep scan of this repository', () => {
  it('stores tiles, capped lists, a redacted copy and the code index', async () => {
    const res = await call(scanRoute.GET, { url: '/api/brain/scan/deep', as: admin });
    const s = res.json.scan;
    expect(s).toMatchObject({ status: 'done', progress: 100, version: expect.any(Number) });
    expect(s.tiles.totalFiles).toBeGreaterThan(100);
    expect(s.tiles.codeFiles).toBeGreaterThan(80);
    for (const k of ['unusedFiles', 'unusedDeps', 'missingDeps', 'missingEnv', 'circularDeps', 'unusedExports'])
      expect(typeof s.tiles[k]).toBe('number');
    expect(s.lists.unusedFiles.total).toBe(s.tiles.unusedFiles);
    expect(s.lists.unusedFiles.items.length).toBeLessThanOrEqual(300);
    // The browser's copy names the variables that are set, never their values.
    expect(JSON.stringify(s)).not.toContain('postgres:postgres');
    expect(Object.values(s.env.present).every((v) => v === '[set]')).toBe(true);
    expect(await db.brainCodeEntry.count({ where: { path: 'lib/platform/http/with-auth.ts', name: 'withAuth' } })).toBe(
      1,
    );
  });

  it('a rescan of the unchanged tree reuses the stored analysis of the same files and gives the same findings', async () => {
    const first = (await call(scanRoute.GET, { url: '/api/brain/scan/deep', as: admin })).json.scan;
    const dir = path.join(process.cwd(), '.data', 'brain-scan');
    const written = () => readdirSync(dir).map((f) => `${f} ${statSync(path.join(dir, f)).mtimeMs}`);
    const stored = written();
    expect(stored.length).toBeGreaterThan(0);
    const { scan } = await startDeepScan(admin.id, true);
    await runDeepScan(scan!.id);
    const again = (await call(scanRoute.GET, { url: '/api/brain/scan/deep', as: admin })).json.scan;
    expect(again).toMatchObject({ status: 'done', version: first.version + 1 });
    expect(again.tiles).toEqual(first.tiles);
    expect(again.lists).toEqual(first.lists);
    // Nothing was written: the tree's analysis was read back from under its key, not run and stored again.
    expect(written()).toEqual(stored);
  });
});

describe('offline responder, fixed questions', () => {
  it('cites the statement memory for a question about statements, and nothing about artwork', async () => {
    const a = await ask('When are royalty statements imported?', false);
    expect(cited(a, 'memory')[0]).toBe('Royalty statements close monthly');
    expect(cited(a, 'memory')).not.toContain('Artwork must be square');
    expect(a.response).toContain('5th of each month');
  });

  it('cites the artwork rule for cover art size', async () => {
    const a = await ask('What size must the cover art be?', false);
    expect(cited(a, 'memory')[0]).toBe('Artwork must be square');
    expect(a.response).toContain('3000 by 3000');
  });

  it('finds a memory despite typos (trigram similarity)', async () => {
    const a = await ask('artwrk squre', false);
    expect(cited(a, 'memory')).toContain('Artwork must be square');
  });

  it("cites the admin's own payout rule, never another admin's private memory", async () => {
    const a = await ask('Can we pay a label before the split sheet?', false);
    expect(cited(a, 'memory')[0]).toBe('Label payouts need a signed split sheet');
    expect(cited(a, 'memory')).not.toContain('Private note about payouts to labels');
  });

  it('points at the code: withAuth in lib/platform/http/with-auth.ts', async () => {
    const a = await ask('Where is withAuth defined?');
    expect(cited(a, 'code')).toContain(
      'lib/platform/http/with-auth.ts:' +
        (
          await db.brainCodeEntry.findFirstOrThrow({
            where: { path: 'lib/platform/http/with-auth.ts', name: 'withAuth' },
          })
        ).line,
    );
  });

  it('points at the code: the job queue enqueue function', async () => {
    const a = await ask('How does enqueue put a job on the queue?');
    expect(cited(a, 'code').some((l) => l.startsWith('lib/platform/jobs.ts:'))).toBe(true);
  });

  it('answers release counts from live data', async () => {
    const a = await ask('How many releases are live?', false);
    expect(cited(a, 'data')).toContain('/projects');
    expect(a.response).toMatch(/^1 release is Live: "/);
    expect((await ask('How many releases do we have?', false)).response).toContain(
      'There are 2 releases: 1 Draft, 1 Live.',
    );
  });

  it('answers delivery failures and unmatched statement rows from live data', async () => {
    const release = await db.release.findFirstOrThrow({ where: { title: 'Live One' } });
    const store = await db.store.create({
      data: { slug: 'brain-test-store', name: 'Brain Test Store', ddexPartyId: 'PADPIDBRAINTEST1', requirements: {} },
    });
    await db.delivery.create({
      data: {
        releaseId: release.id,
        storeId: store.id,
        status: 'failed',
        messageId: 'brain-test-msg-1',
        lastError: 'SFTP timeout',
      },
    });
    const imp = await db.statementImport.create({
      data: {
        store: 'Brain Test Store',
        period: '2026-10',
        currency: 'USD',
        exchangeRate: '1',
        originalName: 's.csv',
        storage: 'local',
        storageKey: 'k',
        sizeBytes: BigInt(1),
        sha256: 'brain-test-sha',
        status: 'completed',
      },
    });
    await db.earningLine.create({
      data: {
        importId: imp.id,
        rowNumber: 1,
        status: 'unmatched',
        store: 'Brain Test Store',
        salePeriod: '2026-10',
        units: 3,
        // 1.005 USD is 101 cents rounded once, exactly (100 through a float).
        amount: '1.005',
        currency: 'USD',
        amountUsd: '1.005',
      },
    });

    const d = await ask('Which store deliveries failed?', false);
    expect(cited(d, 'data')).toContain('/delivery-management');
    expect(d.response).toContain('1 delivery has failed: "Live One" to Brain Test Store (failed: SFTP timeout).');
    const r = await ask('How many statement rows are unmatched?', false);
    expect(cited(r, 'data')).toContain('/royalty-statements/unmatched');
    expect(r.response).toContain('1 statement row is unmatched, worth $1.01');
  });

  it('says plainly when it knows nothing relevant', async () => {
    const a = await ask('xylophone quokka zeppelin');
    expect(a.citations).toEqual([]);
    expect(a.response).toMatch(/^I don't know anything relevant to "xylophone quokka zeppelin"/);
  });
});
