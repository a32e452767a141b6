// The drive's fixed API: upload (quota 413 before storing), Range downloads, versions, share links
// (public, password, revoked/expired 410), upload-only links, strangers 404, and resumable tus uploads.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { db } from '@/lib/platform/db';
import { uploadRoot } from '@/lib/platform/storage/backend';
import * as list from '@/app/api/drive/route';
import * as files from '@/app/api/drive/files/route';
import * as file from '@/app/api/drive/files/[id]/route';
import * as download from '@/app/api/drive/files/[id]/download/route';
import * as versions from '@/app/api/drive/files/[id]/versions/route';
import * as shares from '@/app/api/drive/files/[id]/shares/route';
import * as folders from '@/app/api/drive/folders/route';
import * as folderShares from '@/app/api/drive/folders/[id]/shares/route';
import * as share from '@/app/api/drive/shares/[id]/route';
import * as shared from '@/app/api/drive/shared/[token]/route';
import * as tus from '@/app/api/drive/tus/[[...path]]/route';
import { call, createUser, type CallOptions } from '../../helpers/api';
import { wav } from '../../fixtures/files';

/** A tus PATCH of upload `id`: `bytes` sent from `offset`, as `as`. */
function sendTusChunk(as: CallOptions['as'], id: string, offset: number, bytes: Uint8Array) {
  return call(tus.PATCH, {
    method: 'PATCH',
    as,
    url: `/api/drive/tus/${id}`,
    params: { path: [id] },
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    rawBody: new Uint8Array(bytes),
  });
}

let artist: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
  artist = await createUser('artist');
  other = await createUser('artist');
});

function form(content: Buffer | string, name = 'stem.wav', folderId?: string) {
  const f = new FormData();
  if (folderId) f.append('folderId', folderId);
  f.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
  return f;
}

async function upload(
  as = artist,
  content: Buffer | string = wav({ seconds: 0.2 }),
  name = 'stem.wav',
  folderId?: string,
) {
  return call(files.POST, { method: 'POST', as, url: '/api/drive/files', rawBody: form(content, name, folderId) });
}

const tokenOf = (url: string) => url.split('/').pop()!;

describe('drive files', () => {
  it('uploads into a folder, lists it and streams it back with Range', async () => {
    const folder = await call(folders.POST, { as: artist, body: { name: 'Stems' } });
    expect(folder.status).toBe(201);
    const bytes = wav({ seconds: 0.2 });
    const res = await upload(artist, bytes, 'kick.wav', folder.json.id);
    expect(res.status).toBe(201);
    expect(res.json.id).toEqual(expect.any(String));

    const listing = await call(list.GET, { as: artist, url: `/api/drive?folderId=${folder.json.id}` });
    expect(listing.json.files).toEqual([
      expect.objectContaining({ name: 'kick.wav', mime: 'audio/wav', sizeBytes: bytes.length }),
    ]);
    expect(listing.json.path).toEqual([{ id: folder.json.id, name: 'Stems' }]);
    expect(listing.json.quota.usedBytes).toBe(bytes.length);

    const whole = await call(download.GET, { as: artist, params: { id: res.json.id }, url: '/x' });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-length')).toBe(String(bytes.length));

    const part = await call(download.GET, {
      as: artist,
      params: { id: res.json.id },
      url: '/x',
      headers: { range: 'bytes=0-3' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-3/${bytes.length}`);
    expect(part.text).toBe('RIFF');
    const bad = await call(download.GET, {
      as: artist,
      params: { id: res.json.id },
      url: '/x',
      headers: { range: `bytes=${bytes.length + 10}-` },
    });
    expect(bad.status).toBe(416);

    const stranger = await call(download.GET, { as: other, params: { id: res.json.id }, url: '/x' });
    expect(stranger.status).toBe(404);
  });

  it('keeps versions of a file uploaded again under the same name, renames, trashes', async () => {
    const a = await upload(artist, 'first version', 'notes.txt');
    const b = await upload(artist, 'second version, longer', 'notes.txt');
    expect(b.json.id).toBe(a.json.id);
    const v = await call(versions.GET, { as: artist, params: { id: a.json.id } });
    expect(v.json.map((x: { version: number }) => x.version)).toEqual([2, 1]);
    const old = await call(download.GET, { as: artist, params: { id: a.json.id }, url: '/x?version=1' });
    expect(old.text).toBe('first version');

    const renamed = await call(file.PATCH, {
      method: 'PATCH',
      as: artist,
      params: { id: a.json.id },
      body: { name: 'lyrics.txt' },
    });
    expect(renamed.json.name).toBe('lyrics.txt');
    const badName = await call(file.PATCH, {
      method: 'PATCH',
      as: artist,
      params: { id: a.json.id },
      body: { name: 'a/b' },
    });
    expect(badName.status).toBe(400);
    await call(file.PATCH, { method: 'PATCH', as: artist, params: { id: a.json.id }, body: { trashed: true } });
    const trash = await call(list.GET, { as: artist, url: '/api/drive?trash=1' });
    expect(trash.json.files.map((f: { id: string }) => f.id)).toContain(a.json.id);
    const strangerEdit = await call(file.PATCH, {
      method: 'PATCH',
      as: other,
      params: { id: a.json.id },
      body: { name: 'x' },
    });
    expect(strangerEdit.status).toBe(404);
    const purge = await call(file.DELETE, { method: 'DELETE', as: artist, params: { id: a.json.id } });
    expect(purge.status).toBe(204);
  });

  it('answers 413 for an upload over the quota before storing any byte', async () => {
    const small = await createUser('artist');
    await db.driveQuota.create({ data: { userId: small.id, quotaBytes: 1000n } });
    const tmp = path.join(uploadRoot(), 'tmp');
    const before = existsSync(tmp) ? readdirSync(tmp).length : 0;
    // As a browser sends it: with its length declared
    const encoded = new Response(form(Buffer.alloc(50_000, 1), 'big.bin'));
    const body = new Uint8Array(await encoded.arrayBuffer());
    const res = await call(files.POST, {
      method: 'POST',
      as: small,
      rawBody: body,
      headers: { 'content-type': encoded.headers.get('content-type')!, 'content-length': String(body.length) },
    });
    expect(res.status).toBe(413);
    expect(res.json.error).toMatch(/does not fit/);
    expect(await db.driveFile.count({ where: { ownerId: small.id } })).toBe(0);
    expect(existsSync(tmp) ? readdirSync(tmp).length : 0).toBe(before);
    // Without a declared length the stream is cut at the quota
    const streamed = await upload(small, Buffer.alloc(50_000, 1), 'big.bin');
    expect(streamed.status).toBe(413);
    expect(await db.driveFile.count({ where: { ownerId: small.id } })).toBe(0);
  });

  it('refuses a form without a file', async () => {
    const f = new FormData();
    f.append('folderId', 'x');
    const res = await call(files.POST, { method: 'POST', as: artist, rawBody: f });
    expect(res.status).toBe(400);
  });
});

describe('share links', () => {
  it('works without signing in, honours a password, and answers 410 once revoked or expired', async () => {
    const up = await upload(artist, 'shared bytes', 'mix.txt');
    const bad = await call(shares.POST, { as: artist, params: { id: up.json.id }, body: { expiresInHours: 0 } });
    expect(bad.status).toBe(400);
    const s = await call(shares.POST, { as: artist, params: { id: up.json.id }, body: { expiresInHours: 24 } });
    expect(s.status).toBe(201);
    expect(s.json).toMatchObject({ id: expect.any(String), url: expect.stringMatching(/^\/api\/drive\/shared\//) });
    expect(s.json.url).not.toContain(s.json.id);
    const row = await db.driveShare.findUniqueOrThrow({ where: { id: s.json.id } });
    expect(row.tokenHash).not.toBe(tokenOf(s.json.url));

    const open = await call(shared.GET, { params: { token: tokenOf(s.json.url) }, url: s.json.url });
    expect(open.status).toBe(200);
    expect(open.text).toBe('shared bytes');
    const ranged = await call(shared.GET, {
      params: { token: tokenOf(s.json.url) },
      url: s.json.url,
      headers: { range: 'bytes=7-' },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.text).toBe('bytes');

    const strangerShare = await call(shares.POST, {
      as: other,
      params: { id: up.json.id },
      body: { expiresInHours: 1 },
    });
    expect(strangerShare.status).toBe(404);
    const strangerRevoke = await call(share.DELETE, { method: 'DELETE', as: other, params: { id: s.json.id } });
    expect(strangerRevoke.status).toBe(404);

    const revoke = await call(share.DELETE, { method: 'DELETE', as: artist, params: { id: s.json.id } });
    expect(revoke.status).toBe(204);
    const gone = await call(shared.GET, { params: { token: tokenOf(s.json.url) }, url: s.json.url });
    expect(gone.status).toBe(410);

    const p = await call(shares.POST, {
      as: artist,
      params: { id: up.json.id },
      body: { expiresInHours: 1, password: 'open sesame' },
    });
    const stored = await db.driveShare.findUniqueOrThrow({ where: { id: p.json.id } });
    expect(stored.passwordHash).toMatch(/^\$argon2/);
    const noPw = await call(shared.GET, { params: { token: tokenOf(p.json.url) }, url: p.json.url });
    expect(noPw.status).toBe(401);
    const wrong = await call(shared.GET, {
      params: { token: tokenOf(p.json.url) },
      url: p.json.url,
      headers: { 'x-share-password': 'nope' },
    });
    expect(wrong.status).toBe(401);
    const right = await call(shared.GET, {
      params: { token: tokenOf(p.json.url) },
      url: p.json.url,
      headers: { 'x-share-password': 'open sesame' },
    });
    expect(right.text).toBe('shared bytes');

    await db.driveShare.update({ where: { id: p.json.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await call(shared.GET, {
      params: { token: tokenOf(p.json.url) },
      url: p.json.url,
      headers: { 'x-share-password': 'open sesame' },
    });
    expect(expired.status).toBe(410);
    const unknown = await call(shared.GET, { params: { token: 'x'.repeat(43) }, url: '/x' });
    expect(unknown.status).toBe(404);
  });

  it('upload-only links let a collaborator drop a file into a folder, and nothing else', async () => {
    const folder = await call(folders.POST, { as: artist, body: { name: 'Drop box' } });
    const s = await call(folderShares.POST, {
      as: artist,
      params: { id: folder.json.id },
      body: { expiresInHours: 2 },
    });
    expect(s.status).toBe(201);
    const token = tokenOf(s.json.url);
    const dropped = await call(shared.POST, {
      method: 'POST',
      params: { token },
      url: s.json.url,
      rawBody: form('vocals', 'vocals.txt'),
    });
    expect(dropped.status).toBe(201);
    const f = await db.driveFile.findUniqueOrThrow({ where: { id: dropped.json.id } });
    expect(f).toMatchObject({ ownerId: artist.id, folderId: folder.json.id, name: 'vocals.txt' });
    const read = await call(shared.GET, { params: { token }, url: s.json.url });
    expect(read.status).toBe(404);
  });
});

describe('resumable uploads (tus)', () => {
  it('creates an upload, resumes after an interruption, and files it in the drive', async () => {
    const content = Buffer.alloc(300_000, 7);
    const meta = `filename ${Buffer.from('session.wav').toString('base64')}`;
    const created = await call(tus.POST, {
      method: 'POST',
      as: artist,
      url: '/api/drive/tus',
      params: { path: [] },
      headers: { 'tus-resumable': '1.0.0', 'upload-length': String(content.length), 'upload-metadata': meta },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const id = location.split('/').pop()!;

    const first = await sendTusChunk(artist, id, 0, content.subarray(0, 100_000));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe('100000');

    // Someone else cannot resume it
    const stranger = await sendTusChunk(other, id, 100_000, content.subarray(100_000));
    expect(stranger.status).toBe(404);

    const rest = await sendTusChunk(artist, id, 100_000, content.subarray(100_000));
    expect(rest.status).toBe(204);
    const fileId = rest.headers.get('x-drive-file-id')!;
    const f = await db.driveFile.findUniqueOrThrow({ where: { id: fileId } });
    expect(f).toMatchObject({ name: 'session.wav', ownerId: artist.id, sizeBytes: BigInt(content.length) });
  });

  it('refuses an upload larger than the free quota with 413', async () => {
    const small = await createUser('artist');
    await db.driveQuota.create({ data: { userId: small.id, quotaBytes: 1000n } });
    const res = await call(tus.POST, {
      method: 'POST',
      as: small,
      url: '/api/drive/tus',
      params: { path: [] },
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '5000' },
    });
    expect(res.status).toBe(413);
  });
});
