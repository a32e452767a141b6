// A store that asks for ERN 4.3.2 (its requirements' ernVersion, set by staff) is sent 4.3.2 messages that carry
// the generative-AI declarations of the release wizard (ContainsAI); a 4.3 store still gets 4.3 without them.
// The release goes from the wizard to the stores through the route handlers and the delivery job; the stores
// are an HTTP endpoint at the network boundary (the bodies it received are checked) and the DSP simulator.
jest.setTimeout(180_000);
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { db } from '@/lib/platform/db';
import { storeSeeds } from '@/lib/distribution/store-catalog';
import { schemaDir, validateErn } from '@/lib/distribution/ern/validate';
import { startWorkers } from '@/lib/platform/jobs';
import { deliverReleaseWorker } from '@/jobs/deliver-release';
import { setDistributionSettings } from '@/lib/distribution/settings';
import * as storesRoute from '@/app/api/distribution/stores/route';
import * as storeRoute from '@/app/api/distribution/stores/[id]/route';
import * as releases from '@/app/api/releases/route';
import * as release from '@/app/api/releases/[id]/route';
import * as tracks from '@/app/api/releases/[id]/tracks/route';
import * as audio from '@/app/api/releases/[id]/tracks/[trackId]/audio/route';
import * as artwork from '@/app/api/releases/[id]/artwork/route';
import * as submit from '@/app/api/releases/[id]/submit/route';
import * as review from '@/app/api/releases/[id]/review/route';
import * as ern from '@/app/api/releases/[id]/ern/route';
import * as validate from '@/app/api/ddex/validate/route';
import { call, createUser } from '../../helpers/api';
import { callSteppedUp } from '../../helpers/step-up';
import { jpeg, wav } from '../../fixtures/files';

// The stores' side of the network: every message body received, by path.
const received = new Map<string, string[]>();
let server: Server;
let base = '';

async function testStore(slug: string, endpointUrl: string) {
  const seed = storeSeeds()[0];
  return db.store.create({
    data: {
      ...seed,
      requirements: { ...seed.requirements },
      slug,
      name: `Store ${slug}`,
      ddexPartyId: `PADPIDA${slug.length}${slug
        .toUpperCase()
        .replace(/[^A-Z]/g, 'X')
        .padEnd(10, 'X')
        .slice(0, 10)}`,
      endpointUrl,
      rank: 100 + received.size,
    },
  });
}

beforeAll(async () => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.set(req.url ?? '', [...(received.get(req.url ?? '') ?? []), Buffer.concat(chunks).toString('utf8')]);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Message acknowledged' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await db.edgeSettings.upsert({
    where: { id: 1 },
    create: { id: 1, allowPrivateStoreEndpoints: true },
    update: { allowPrivateStoreEndpoints: true },
  });
  await setDistributionSettings({ simFailurePercent: 0, simTimeoutPercent: 0 }, null);
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
});

function form(field: string, bytes: Buffer, name: string) {
  const f = new FormData();
  f.append(field, new Blob([new Uint8Array(bytes)]), name);
  return f;
}

async function waitFor<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 90_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** xmllint's verdict against the official XSD of the version (the cross-check of validate.ts). */
function xmllint(xml: string, version: 'ern43' | 'ern432'): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ern-')), 'message.xml');
  writeFileSync(file, xml);
  try {
    execFileSync(
      'xmllint',
      ['--noout', '--schema', path.join(schemaDir(), version, 'release-notification.xsd'), file],
      { stdio: 'pipe' },
    );
    return 'valid';
  } catch (err) {
    const e = err as { code?: string; stderr?: Buffer };
    if (e.code === 'ENOENT') return 'valid'; // no xmllint here: validate.ts's verdict stands alone
    return e.stderr?.toString() ?? 'invalid';
  }
}

const rootNamespace = (xml: string) => /<ern:NewReleaseMessage xmlns:ern="([^"]+)"/.exec(xml)?.[1];
/** ContainsAI of each SoundRecording in message order ('' when it has none), and the Release's. */
const recordingsAi = (xml: string) =>
  [...xml.matchAll(/<SoundRecording>[\s\S]*?<\/SoundRecording>/g)].map(
    (m) => /<ContainsAI>([^<]*)<\/ContainsAI>/.exec(m[0])?.[1] ?? '',
  );
const releaseAi = (xml: string) =>
  /<Release>[\s\S]*?<\/Release>/.exec(xml)?.[0].match(/<ContainsAI>([^<]*)<\/ContainsAI>/)?.[1] ?? '';

const releaseDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

type Store = Awaited<ReturnType<typeof testStore>>;
type User = Awaited<ReturnType<typeof createUser>>;
let boss: User, admin: User, artist: User;
let aiStore: Store, plainStore: Store, simStore: Store;
const edit = (id: string, requirements: object) =>
  callSteppedUp(storeRoute.PATCH, boss, { method: 'PATCH', params: { id }, body: { requirements } });

beforeAll(async () => {
  boss = await createUser('super_admin');
  admin = await createUser('admin');
  artist = await createUser('artist', { name: 'Nova Reyes' });
  aiStore = await testStore('ai-store', `${base}/ai-store`);
  plainStore = await testStore('plain-store', `${base}/plain-store`);
  simStore = await testStore('sim-store', ''); // no endpoint: the platform's DSP simulator
});

it('lets staff ask for ERN 4.3.2 per store and refuses any other version with a 400', async () => {
  const bad = await edit(aiStore.id, { ernVersion: '5' });
  expect(bad.status).toBe(400);
  expect(bad.json.issues).toEqual([
    expect.objectContaining({ path: 'requirements.ernVersion', message: 'A store is sent ERN 4.3 or 4.3.2' }),
  ]);
  expect((await edit(aiStore.id, { ernVersion: 4.3 })).status).toBe(400);
  for (const s of [aiStore, simStore]) expect((await edit(s.id, { ernVersion: '4.3.2' })).status).toBe(200);
  const listed = (await call(storesRoute.GET, { as: admin, url: '/api/distribution/stores?all=1' })).json as {
    slug: string;
    requirements: { ernVersion?: string; leadTimeDays: number };
  }[];
  expect(listed.find((s) => s.slug === 'ai-store')?.requirements).toMatchObject({
    ernVersion: '4.3.2',
    leadTimeDays: 7,
  });
  expect(listed.find((s) => s.slug === 'plain-store')?.requirements.ernVersion).toBe('4.3');
});

let id = '';
let upc = '';

it('sends a store that asks for ERN 4.3.2 the declared ContainsAI per track, and a 4.3 store a valid 4.3 message without it', async () => {
  // Set here too, so this test stands on its own when run alone.
  for (const s of [aiStore, simStore]) expect((await edit(s.id, { ernVersion: '4.3.2' })).status).toBe(200);
  // The artist declares generative AI in the wizard: part of the release; all of track 1, none of track 2,
  // track 3 not declared.
  const created = await call(releases.POST, {
    as: artist,
    body: { title: 'Synthetic Dawn', primaryArtist: 'Nova Reyes', containsAi: 'partly' },
  });
  expect(created.status).toBe(201);
  id = created.json.id as string;
  const patched = await call(release.PATCH, {
    as: artist,
    method: 'PATCH',
    params: { id },
    body: {
      genre: 'Electronic',
      releaseDate,
      label: 'Reyes Records',
      storeIds: [aiStore.id, plainStore.id, simStore.id],
      pLine: '2026 Nova Reyes',
      cLine: '2026 Nova Reyes',
    },
  });
  expect(patched.status).toBe(200);
  const declared = [
    ['Dawn Machine', 'all'],
    ['Human Hands', 'none'],
    ['Undeclared', undefined],
  ] as const;
  for (const [i, [title, containsAi]] of declared.entries()) {
    const t = await call(tracks.POST, {
      as: artist,
      params: { id },
      body: {
        title,
        ...(containsAi ? { containsAi } : {}),
        contributors: [
          { name: 'Nova Reyes', role: 'main_artist' },
          { name: 'Nova Maria Reyes', role: 'composer' },
          { name: 'Nova Maria Reyes', role: 'lyricist' },
        ],
      },
    });
    expect(t.status).toBe(201);
    const up = await call(audio.POST, {
      as: artist,
      params: { id, trackId: t.json.id },
      rawBody: form('audio', wav({ seconds: 1, bits: 24, hz: 330 + 110 * i }), `${i}.wav`),
    });
    expect(up.status).toBe(200);
  }
  expect(
    (
      await call(artwork.POST, {
        as: artist,
        params: { id },
        rawBody: form('artwork', await jpeg(3000, 3000), 'c.jpg'),
      })
    ).status,
  ).toBe(200);
  const sub = await call(submit.POST, { as: artist, params: { id }, method: 'POST' });
  expect(sub.json).toMatchObject({ status: 'uploaded' });

  await startWorkers([deliverReleaseWorker as never], 0.5);
  const approved = await call(review.POST, { as: admin, params: { id }, body: { action: 'approve' } });
  expect(approved.json).toMatchObject({ status: 'approved' });
  upc = approved.json.upc as string;
  const live = await waitFor(
    () => call(release.GET, { as: artist, params: { id } }),
    (r) => r.json.status !== 'approved',
  );
  expect(
    live.json.deliveries.map((d: { status: string; lastError: string | null }) => [d.status, d.lastError]),
  ).toEqual([
    ['acknowledged', null],
    ['acknowledged', null],
    ['acknowledged', null],
  ]);
  expect(live.json.status).toBe('distributed');

  // The 4.3.2 store received ERN 4.3.2, valid (ours and xmllint), with each track's declaration.
  const [toAi] = received.get('/ai-store') ?? [];
  expect(rootNamespace(toAi)).toBe('http://ddex.net/xml/ern/432');
  expect(toAi).toContain(
    'xsi:schemaLocation="http://ddex.net/xml/ern/432 http://ddex.net/xml/ern/432/release-notification.xsd"',
  );
  expect(toAi).toContain('AvsVersionId="9"');
  expect(await validateErn(toAi)).toEqual({ valid: true, version: '4.3.2', errors: [] });
  expect(xmllint(toAi, 'ern432')).toBe('valid');
  expect(recordingsAi(toAi)).toEqual(['All', 'None', '']);
  expect(releaseAi(toAi)).toBe('Partly');

  // The 4.3 store: the same release as 4.3, no ContainsAI (4.3 has none), still valid.
  const [toPlain] = received.get('/plain-store') ?? [];
  expect(rootNamespace(toPlain)).toBe('http://ddex.net/xml/ern/43');
  expect(toPlain).not.toContain('ContainsAI');
  expect(await validateErn(toPlain)).toEqual({ valid: true, version: '4.3', errors: [] });
  expect(xmllint(toPlain, 'ern43')).toBe('valid');

  // The DSP simulator accepted the 4.3.2 message it was sent.
  const simDelivery = await db.delivery.findFirstOrThrow({ where: { releaseId: id, storeId: simStore.id } });
  expect(await db.dspInboxMessage.findUnique({ where: { messageId: simDelivery.messageId } })).toMatchObject({
    accepted: true,
    upc,
  });
});

it("builds a release's message in the version its store is sent, and in the version the conformance report is asked for", async () => {
  expect(id).not.toBe('');
  // The release's message as a store is sent it, and as the conformance report builds it.
  const forAi = await call(ern.GET, { as: artist, params: { id }, url: `/api/releases/${id}/ern?store=ai-store` });
  expect(forAi.headers.get('content-disposition')).toBe(`inline; filename="${id}-ern432.xml"`);
  expect(recordingsAi(forAi.text)).toEqual(['All', 'None', '']);
  const report = (ernVersion?: string) =>
    call(validate.POST, { as: admin, method: 'POST', body: { releaseId: id, ...(ernVersion ? { ernVersion } : {}) } });
  expect((await report()).json).toMatchObject({ ernVersion: '4.3', valid: true, errors: [] });
  const as432 = await report('4.3.2');
  expect(as432.json).toMatchObject({ ernVersion: '4.3.2', valid: true, errors: [] });
  expect(recordingsAi(as432.json.xml)).toEqual(['All', 'None', '']);
  // Track 1 is declared all AI but credits human writers, which 4.3.2's definition of All excludes: shown, not hidden.
  expect(as432.json.warnings).toEqual([
    expect.objectContaining({
      message: 'A SoundRecording declares ContainsAI All but names contributors other than GenerativeAI ones.',
    }),
  ]);
  expect((await report('5')).status).toBe(400);
});
