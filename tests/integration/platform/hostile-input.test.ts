// Edges of issue 13 at the route wrapper: cross-site requests, content types, step-up and rate limits
// declared on withAuth/publicRoute, and the input hygiene every route gets.
import { z } from 'zod';
import { publicRoute, withAuth } from '@/lib/platform/http/with-auth';
import { grantStepUp, stepUpCookieName } from '@/lib/platform/auth/step-up';
import * as waitingList from '@/app/api/waiting-list/route';
import * as projects from '@/app/api/projects/route';
import * as release from '@/app/api/releases/[id]/route';
import * as simulator from '@/app/api/dsp-simulator/route';
import * as edgeSettings from '@/app/api/security/edge-settings/route';
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { deliverOne } from '@/lib/distribution/deliveries';
import { checkBroughtUpc } from '@/lib/distribution/upc';
import { claimIsrcs } from '@/lib/distribution/isrc-claims';
import { qcRelease } from '@/lib/distribution/qc/service';
import type { AddressInfo } from 'node:net';
import { db } from '@/lib/platform/db';
import { storeSeeds } from '@/lib/distribution/store-catalog';
import { simulatorCredential } from '@/lib/distribution/simulator-credential';
import { sendToStore } from '@/lib/distribution/transport';
import { assertStoreEndpointAllowed, storeHostResolver } from '@/lib/platform/security/endpoints';
import { storeLookup } from '@/lib/platform/security/outbound';
import { call, createUser, TEST_PASSWORD } from '../../helpers/api';

beforeAll(async () => {
  await db.store.createMany({ data: storeSeeds().map((s) => ({ ...s, requirements: { ...s.requirements } })) });
});

const entry = { name: 'Ada', email: 'ada@example.test', interest: 'distribution', message: 'Let me in' };

describe('state-changing requests check Origin', () => {
  it('refuses a cross-site POST with 403 and accepts same-origin, brand hosts and no Origin', async () => {
    const evil = await call(waitingList.POST, { body: entry, headers: { origin: 'https://evil.example' } });
    expect(evil.status).toBe(403);
    expect(evil.json.error).toMatch(/another site/);
    const nullOrigin = await call(waitingList.POST, { body: entry, headers: { origin: 'null' } });
    expect(nullOrigin.status).toBe(403);
    for (const origin of ['http://localhost:3000', 'http://mms.localhost:3000', undefined]) {
      const res = await call(waitingList.POST, {
        body: { ...entry, email: `ok${Math.random()}@example.test` },
        headers: origin ? { origin } : {},
      });
      expect(res.status).toBeLessThan(300);
    }
  });

  it('lets a cross-site GET through (reads change nothing)', async () => {
    const artist = await createUser('artist');
    const res = await call(projects.GET, { as: artist, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
  });
});

describe('JSON routes require a JSON content type', () => {
  it('answers 415 for text/plain and form bodies', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await call(waitingList.POST, { rawBody: JSON.stringify(entry), headers: { 'content-type': type } });
      expect(res.status).toBe(415);
      expect(res.json.error).toMatch(/application\/json/);
    }
  });
});

describe('input hygiene on every route', () => {
  it('answers 400 with a message for NUL, lone surrogates, invalid UTF-8, bad percent-encoding', async () => {
    const artist = await createUser('artist');
    const nul = await call(waitingList.POST, { body: { ...entry, name: 'A\u0000da' } });
    expect(nul).toMatchObject({ status: 400, json: { error: expect.stringMatching(/NUL/) } });
    const lone = await call(waitingList.POST, {
      rawBody: JSON.stringify(entry).replace('Ada', '\\ud800'),
      headers: { 'content-type': 'application/json' },
    });
    expect(lone).toMatchObject({ status: 400, json: { error: expect.stringMatching(/surrogate/) } });
    const utf8 = await call(waitingList.POST, {
      rawBody: new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]),
      headers: { 'content-type': 'application/json' },
    });
    expect(utf8).toMatchObject({ status: 400, json: { error: expect.stringMatching(/UTF-8/) } });
    const query = await call(projects.GET, { as: artist, url: '/api/projects?q=%E0%A4%A' });
    expect(query).toMatchObject({ status: 400, json: { error: expect.stringMatching(/percent-encoding/) } });
    const queryNul = await call(projects.GET, { as: artist, url: '/api/projects?q=a%00' });
    expect(queryNul.status).toBe(400);
    const path = await call(release.GET, { as: artist, url: '/api/releases/%E0%A4%A', params: { id: 'x' } });
    expect(path).toMatchObject({ status: 400, json: { error: expect.stringMatching(/percent-encoding/) } });
    const param = await call(release.GET, { as: artist, params: { id: 'a\u0000' } });
    expect(param.status).toBe(400);
  });
});

describe('wrapper options: stepUp and rateLimit', () => {
  const guarded = withAuth('superAdmin', { stepUp: true, body: z.object({ v: z.number() }) }, ({ body }) => ({
    saved: body.v,
  }));

  it('stepUp: 428 without a live grant, the handler runs with one', async () => {
    const sa = await createUser('super_admin');
    const without = await call(guarded, { as: sa, method: 'PATCH', body: { v: 1 } });
    expect(without.status).toBe(428);
    const { token } = await grantStepUp(sa, TEST_PASSWORD);
    const other = await createUser('super_admin');
    const stolen = await call(guarded, {
      as: other,
      method: 'PATCH',
      body: { v: 2 },
      headers: { cookie: `${stepUpCookieName()}=${token}` },
    });
    expect(stolen.status).toBe(428);
    const withGrant = await call(guarded, {
      as: sa,
      method: 'PATCH',
      body: { v: 3 },
      headers: { cookie: `${stepUpCookieName()}=${token}` },
    });
    expect(withGrant).toMatchObject({ status: 200, json: { saved: 3 } });
  });

  it('rateLimit: 429 with Retry-After once the points are spent, per caller', async () => {
    const limited = publicRoute({ rateLimit: { key: 'test-edge', points: 3, duration: 60 } }, () => ({ ok: true }));
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await call(limited, { method: 'POST' })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const res = await call(limited, { method: 'POST' });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // a signed-in caller has their own budget
    const artist = await createUser('artist');
    expect((await call(limited, { method: 'POST', as: artist })).status).toBe(200);
  });
});

describe('DSP simulator endpoint', () => {
  const xmlFor = (partyId: string) =>
    `<?xml version="1.0"?>\n<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43"><MessageHeader><MessageRecipient><PartyId>${partyId}</PartyId></MessageRecipient></MessageHeader></ern:NewReleaseMessage>`;

  it('takes a message only with the credential of the store it is addressed to', async () => {
    const [a, b] = await db.store.findMany({ take: 2, orderBy: { rank: 'asc' } });
    const send = (authorization: string | undefined, body = xmlFor(a.ddexPartyId)) =>
      call(simulator.POST, {
        method: 'POST',
        rawBody: body,
        headers: { 'content-type': 'application/xml', ...(authorization ? { authorization } : {}) },
      });
    expect((await send(undefined)).status).toBe(401);
    expect((await send(`Bearer ${a.id}.${'A'.repeat(43)}`)).status).toBe(401);
    const forgedForOther = simulatorCredential(b.id).replace(b.id, a.id);
    expect((await send(`Bearer ${forgedForOther}`)).status).toBe(401);
    expect((await send(`Bearer ${simulatorCredential(b.id)}`)).status).toBe(403);
    // the right store's credential reaches the simulator (which refuses this skeleton message on schema)
    expect((await send(`Bearer ${simulatorCredential(a.id)}`)).status).toBe(422);
  });

  it('refuses a body over 5 MB with 413 and stops reading it', async () => {
    const store = await db.store.findFirstOrThrow();
    let pulled = 0;
    const chunk = new Uint8Array(1024 * 1024).fill(0x41);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 50) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const req = new Request('http://localhost:3000/api/dsp-simulator', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/xml', authorization: `Bearer ${simulatorCredential(store.id)}` },
      duplex: 'half',
    } as RequestInit);
    const res = await simulator.POST(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(10);
  });

  it('is rate-limited per client address', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 305; i++) {
      const res = await call(simulator.POST, {
        method: 'POST',
        rawBody: 'x',
        headers: { 'x-forwarded-for': '203.0.113.77' },
      });
      statuses.add(res.status);
    }
    expect([...statuses].sort()).toEqual([401, 429]);
  });
});

describe('store endpoints on internal addresses', () => {
  it.each([
    'http://127.0.0.1:5432/',
    'http://localhost:9000/x',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.1.2.3/',
    'http://192.168.0.10/',
    'http://[::1]/',
    'http://[fe80::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://0.0.0.0/',
    'ftp://example.com/',
  ])('%s is refused', async (url) => {
    await expect(assertStoreEndpointAllowed(url)).rejects.toMatchObject({ status: 400 });
  });

  it('allows the platform simulator and public addresses; a delivery to an internal address is refused at send time', async () => {
    await expect(assertStoreEndpointAllowed('http://localhost:3000/api/dsp-simulator')).resolves.toBeUndefined();
    await expect(assertStoreEndpointAllowed('https://93.184.215.14/ern')).resolves.toBeUndefined();
    const store = await db.store.findFirstOrThrow();
    const res = await sendToStore({ ...store, endpointUrl: 'http://127.0.0.1:1/ern' }, '<x/>', 1000);
    expect(res).toMatchObject({ outcome: 'rejected', message: expect.stringMatching(/private or internal/) });
  });

  it('a super admin with step-up can allow them; the store then gets messages with its credential', async () => {
    const sa = await createUser('super_admin');
    const admin = await createUser('admin');
    expect((await call(edgeSettings.PATCH, { as: admin, body: { allowPrivateStoreEndpoints: true } })).status).toBe(
      403,
    );
    const noStepUp = await call(edgeSettings.PATCH, { as: sa, body: { allowPrivateStoreEndpoints: true } });
    expect(noStepUp.status).toBe(428);
    const { token } = await grantStepUp(sa, TEST_PASSWORD);
    const ok = await call(edgeSettings.PATCH, {
      as: sa,
      body: { allowPrivateStoreEndpoints: true },
      headers: { cookie: `${stepUpCookieName()}=${token}` },
    });
    expect(ok).toMatchObject({ status: 200, json: { allowPrivateStoreEndpoints: true } });

    const received: { auth?: string; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"message":"ok"}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const port = (server.address() as AddressInfo).port;
      const store = await db.store.findFirstOrThrow();
      const res = await sendToStore({ ...store, endpointUrl: `http://127.0.0.1:${port}/ern` }, '<x/>', 5000);
      expect(res.outcome).toBe('acknowledged');
      expect(received).toEqual([{ auth: `Bearer ${simulatorCredential(store.id)}`, body: '<x/>' }]);
    } finally {
      server.close();
      await db.edgeSettings.update({ where: { id: 1 }, data: { allowPrivateStoreEndpoints: false } });
    }
  });
});

describe('DNS rebinding: a store name that resolves internal at connect time', () => {
  it('is refused by the connection itself, and the internal server receives nothing', async () => {
    const hits: string[] = [];
    const internal = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(200).end('{"message":"ok"}');
    });
    await new Promise<void>((r) => internal.listen(0, '127.0.0.1', r));
    const port = (internal.address() as AddressInfo).port;
    // A DNS server under the attacker's control: public while the address is saved and checked before
    // the send, loopback when the socket resolves it.
    const answers = ['93.184.215.14', '93.184.215.14', '127.0.0.1'];
    const asked: string[] = [];
    const real = storeHostResolver.lookup;
    storeHostResolver.lookup = async (host) => {
      asked.push(host);
      return [{ address: answers.shift() ?? '127.0.0.1', family: 4 }];
    };
    try {
      const url = `http://rebind.attacker.test:${port}/ern`;
      await expect(assertStoreEndpointAllowed(url)).resolves.toBeUndefined();
      const store = await db.store.findFirstOrThrow();
      const res = await sendToStore({ ...store, endpointUrl: url }, '<x/>', 2000);
      expect(res).toMatchObject({ outcome: 'rejected', message: expect.stringMatching(/private or internal/) });
      expect(asked).toEqual(['rebind.attacker.test', 'rebind.attacker.test', 'rebind.attacker.test']);
      expect(hits).toEqual([]);
      // The socket lookup used by S3 clients refuses the same way.
      const refused = await new Promise<Error | null>((r) =>
        storeLookup()('rebind.attacker.test', { all: true }, (err) => r(err)),
      );
      expect(refused?.message).toMatch(/private or internal/);
    } finally {
      storeHostResolver.lookup = real;
      internal.close();
    }
  });
});

describe('delivery claim', () => {
  it('a re-run job cannot send a delivery another run holds or that has settled', async () => {
    const artist = await createUser('artist');
    const store = await db.store.findFirstOrThrow();
    const release = await db.release.create({ data: { ownerId: artist.id, title: 'Claim', primaryArtist: 'A' } });
    const held = await db.delivery.create({
      data: {
        releaseId: release.id,
        storeId: store.id,
        messageId: randomUUID(),
        status: 'sending',
        attempts: 1,
        lastAttemptAt: new Date(),
      },
    });
    const done = await db.delivery.create({
      data: { releaseId: release.id, storeId: store.id, messageId: randomUUID(), status: 'acknowledged', attempts: 1 },
    });
    await Promise.all([deliverOne(held.id), deliverOne(held.id), deliverOne(done.id)]);
    const after = await db.delivery.findMany({ where: { id: { in: [held.id, done.id] } }, orderBy: { status: 'asc' } });
    expect(after.map((d) => [d.status, d.attempts])).toEqual([
      ['sending', 1],
      ['acknowledged', 1],
    ]);
    expect(await db.dspInboxMessage.count({ where: { messageId: { in: [held.messageId, done.messageId] } } })).toBe(0);
  });
});

describe('messages never name another user data', () => {
  it('a code conflict does not reveal the other artist release or track title', async () => {
    const owner = await createUser('artist');
    const secret = await db.release.create({
      data: { ownerId: owner.id, title: 'Unreleased Secret Album', primaryArtist: 'X', upc: '036000291452' },
    });
    await db.track.create({
      data: { releaseId: secret.id, title: 'Secret Single', position: 1, isrc: 'USMMS2699999' },
    });
    await expect(checkBroughtUpc('036000291452', null)).rejects.toMatchObject({
      status: 409,
      message: expect.not.stringContaining('Secret'),
    });
    const mine = await db.release.create({
      data: { ownerId: (await createUser('artist')).id, title: 'Mine', primaryArtist: 'Y' },
    });
    await expect(
      db.$transaction((tx) => claimIsrcs(tx, ['USMMS2699999'], { ownerId: mine.ownerId, releaseId: mine.id })),
    ).rejects.toMatchObject({
      status: 409,
      message: expect.not.stringContaining('Secret'),
    });
  });

  it('a duplicate audio found in QC does not name the other artist release', async () => {
    const owner = await createUser('artist');
    const me = await createUser('artist');
    const file = (sha256: string, ownerId: string) =>
      db.storedFile.create({
        data: {
          ownerId,
          purpose: 'release_audio',
          kind: 'audio',
          originalName: 'a.wav',
          mime: 'audio/wav',
          ext: 'wav',
          sizeBytes: 10,
          sha256,
          storage: 'local',
          storageKey: `k-${randomUUID()}`,
        },
      });
    const sha = 'f'.repeat(64);
    const theirs = await db.release.create({
      data: { ownerId: owner.id, title: 'Unreleased Secret Album', primaryArtist: 'X' },
    });
    await db.track.create({
      data: {
        releaseId: theirs.id,
        title: 'Secret Single',
        position: 1,
        isrc: 'USMMS2688888',
        audioFileId: (await file(sha, owner.id)).id,
      },
    });
    const mine = await db.release.create({ data: { ownerId: me.id, title: 'Mine', primaryArtist: 'Y' } });
    await db.track.create({
      data: {
        releaseId: mine.id,
        title: 'Copy',
        position: 1,
        audioFileId: (await file(sha, me.id)).id,
      },
    });
    const dupes = (await qcRelease(mine.id)).filter((i) => i.rule === 'duplicates').map((i) => i.message);
    expect(dupes).toEqual([expect.stringMatching(/this audio file is already released on another release/)]);
    expect(dupes.join(' ')).not.toMatch(/Secret/);
  });
});
