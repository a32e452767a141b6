// Store deliveries over SFTP (a real ssh2 server started here) and the transport settings route.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ssh2 from 'ssh2';
import { db } from '@/lib/platform/db';
import { saveBuffer } from '@/lib/platform/storage/service';
import { sendToStore } from '@/lib/distribution/transport';
import * as transportRoute from '@/app/api/ops/store-transports/[id]/route';
import { call, createUser } from '../../helpers/api';
import { callSteppedUp } from '../../helpers/step-up';
import { startSftpServer, type TestSftpServer } from '../../helpers/sftp-server';
import { allowLoopbackStores, createTestStore, saveTransport, sftpSettings } from '../../helpers/store-transport';
import { png, wav } from '../../fixtures/files';

let server: TestSftpServer;
let admin: Awaited<ReturnType<typeof createUser>>;
let boss: Awaited<ReturnType<typeof createUser>>;
const clientKey = ssh2.utils.generateKeyPairSync('ed25519');

beforeAll(async () => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
  server = await startSftpServer({ username: 'mms', password: 's3cret-pass', publicKey: clientKey.public });
  await allowLoopbackStores();
  admin = await createUser('admin');
  boss = await createUser('super_admin');
});
afterAll(() => server.close());

let n = 0;
async function makeStore() {
  n += 1;
  return createTestStore(`sftp-store-${n}`, `SFTP Store ${n}`, `PADPIDA20140000${String(n).padStart(2, '0')}X`, 'sftp');
}

async function ern() {
  const audio = await saveBuffer(wav({ seconds: 0.1 }), {
    ownerId: admin.id,
    purpose: 'release_audio',
    originalName: 'a.wav',
    kinds: ['audio'],
    maxBytes: 1e7,
  });
  const art = await saveBuffer(await png(), {
    ownerId: admin.id,
    purpose: 'release_artwork',
    originalName: 'c.png',
    kinds: ['image'],
    maxBytes: 1e7,
  });
  const xml = `<?xml version="1.0"?><NewReleaseMessage><ReleaseId><ICPN>012345678905</ICPN></ReleaseId><URI>http://x/api/files/${audio.id}</URI><URI>http://x/api/files/${art.id}</URI></NewReleaseMessage>`;
  return { xml, audio, art };
}

describe('SFTP store transport', () => {
  it('saves the settings with the password encrypted and never shows it', async () => {
    const store = await makeStore();
    const res = await saveTransport(boss, store.id, sftpSettings(server));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ kind: 'sftp', host: '127.0.0.1', hasSecret: true });
    expect(res.text).not.toContain('s3cret-pass');
    const row = await db.storeTransport.findUniqueOrThrow({ where: { storeId: store.id } });
    expect(row.secretSealed).not.toContain('s3cret-pass');
    expect(row.secretSealed).toMatch(/^v1\./);
    const got = await call(transportRoute.GET, { as: admin, params: { id: store.id } });
    expect(got.text).not.toContain('s3cret-pass');
  });

  it('only a super admin who confirmed the password changes them', async () => {
    const store = await makeStore();
    const body = { kind: 'sftp', host: 'evil.example', username: 'u', authType: 'password', secret: 'x' };
    const byAdmin = await call(transportRoute.PUT, { method: 'PUT', as: admin, params: { id: store.id }, body });
    expect(byAdmin.status).toBe(403);
    const noStepUp = await call(transportRoute.PUT, { method: 'PUT', as: boss, params: { id: store.id }, body });
    expect(noStepUp.status).toBe(428);
    expect(await db.storeTransport.count({ where: { storeId: store.id } })).toBe(0);
  });

  it('refuses bad settings with a 400 and unknown stores with a 404', async () => {
    const store = await makeStore();
    const bad = await callSteppedUp(transportRoute.PUT, boss, {
      method: 'PUT',
      params: { id: store.id },
      body: { kind: 'sftp', host: 'bad host!', username: '', authType: 'password' },
    });
    expect(bad.status).toBe(400);
    const missing = await callSteppedUp(transportRoute.PUT, boss, {
      method: 'PUT',
      params: { id: 'nope' },
      body: { kind: 'sftp', host: 'h', username: 'u', authType: 'password', secret: 'x' },
    });
    expect(missing.status).toBe(404);
    const noSecret = await callSteppedUp(transportRoute.PUT, boss, {
      method: 'PUT',
      params: { id: store.id },
      body: { kind: 'sftp', host: 'h', username: 'u', authType: 'password' },
    });
    expect(noSecret.status).toBe(400);
  });

  it('writes a DDEX batch: resources, then the ERN, then the completion manifest last', async () => {
    const store = await makeStore();
    await saveTransport(boss, store.id, sftpSettings(server));
    const { xml, audio, art } = await ern();
    const before = server.completed.length;
    const res = await sendToStore(store, xml, 10_000);
    expect(res.outcome).toBe('acknowledged');
    const written = server.completed.slice(before);
    expect(written).toHaveLength(4);
    const batch = written[0].split('/')[2];
    expect(batch).toMatch(/^\d{17}$/);
    expect(written.slice(0, 2).sort()).toEqual(
      [
        `/inbox/${batch}/012345678905/resources/${audio.id}.wav`,
        `/inbox/${batch}/012345678905/resources/${art.id}.png`,
      ].sort(),
    );
    expect(written[2]).toBe(`/inbox/${batch}/012345678905/012345678905.xml`);
    expect(written[3]).toBe(`/inbox/${batch}/BatchComplete_${batch}.xml`);
    const sentErn = readFileSync(path.join(server.root, written[2]), 'utf8');
    expect(sentErn).toContain(`<URI>resources/${audio.id}.wav</URI>`);
    const manifest = readFileSync(path.join(server.root, written[3]), 'utf8');
    expect(manifest).toContain(`012345678905/012345678905.xml`);
    expect(readFileSync(path.join(server.root, written[0])).length).toBeGreaterThan(0);
    const calls = await db.integrationCall.findMany({ where: { integration: `store:${store.slug}` } });
    expect(calls).toEqual([expect.objectContaining({ operation: 'sftp.deliver', ok: true })]);
  });

  it('signs in with a private key', async () => {
    const store = await makeStore();
    const res = await saveTransport(
      boss,
      store.id,
      sftpSettings(server, { authType: 'key', secret: clientKey.private, remoteDir: '/' }),
    );
    expect(res.status).toBe(200);
    const { xml } = await ern();
    // The whole result, so a failure shows the transport's message.
    expect(await sendToStore(store, xml, 10_000)).toMatchObject({ outcome: 'acknowledged' });
  });

  it('asks for a retry when the server refuses, and records the failed call', async () => {
    const store = await makeStore();
    await saveTransport(boss, store.id, sftpSettings(server, { secret: 'wrong', remoteDir: '/' }));
    const { xml } = await ern();
    const res = await sendToStore(store, xml, 10_000);
    expect(res.outcome).toBe('retry');
    expect(res.message).toMatch(/^SFTP: /);
    const calls = await db.integrationCall.findMany({ where: { integration: `store:${store.slug}` } });
    expect(calls).toEqual([expect.objectContaining({ ok: false })]);
  });
});

describe('where a store delivers is a platform setting', () => {
  it('an admin gets 403, a super admin without step-up 428; an internal host needs the super admin allowance, at save and at connect time', async () => {
    const store = await makeStore();
    const body = {
      kind: 'sftp',
      host: '127.0.0.1',
      port: server.port,
      username: 'mms',
      authType: 'password',
      secret: 's3cret-pass',
    };
    const params = { id: store.id };
    expect((await call(transportRoute.PUT, { method: 'PUT', as: admin, params, body })).status).toBe(403);
    const noStepUp = await call(transportRoute.PUT, { method: 'PUT', as: boss, params, body });
    expect(noStepUp.status).toBe(428);
    // Saved while the super admin allows loopback stores, then the allowance is withdrawn.
    expect((await callSteppedUp(transportRoute.PUT, boss, { method: 'PUT', params, body })).status).toBe(200);
    await db.edgeSettings.update({ where: { id: 1 }, data: { allowPrivateStoreEndpoints: false } });
    try {
      const internal = await callSteppedUp(transportRoute.PUT, boss, { method: 'PUT', params, body });
      expect(internal).toMatchObject({ status: 400, json: { error: expect.stringMatching(/private or internal/) } });
      // The delivery checks the host where it connects: nothing reaches the internal server.
      const before = server.completed.length;
      const res = await sendToStore(store, (await ern()).xml, 10_000);
      expect(res).toMatchObject({ outcome: 'retry', message: expect.stringMatching(/private or internal/) });
      expect(server.completed.length).toBe(before);
    } finally {
      await db.edgeSettings.update({ where: { id: 1 }, data: { allowPrivateStoreEndpoints: true } });
    }
  });
});
