import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { db } from '@/lib/platform/db';
import { parseMultipart } from '@/lib/platform/storage/multipart';
import { readFileBuffer, saveBuffer } from '@/lib/platform/storage/service';
import { uploadRoot } from '@/lib/platform/storage/backend';
import * as fileRoute from '@/app/api/files/[id]/route';
import { call, createUser } from '../../helpers/api';
import { png, pdf, textPretendingToBe, wav } from '../../fixtures/files';

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

function multipart(parts: Record<string, Blob | string>, names: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(parts)) {
    if (typeof v === 'string') form.append(k, v);
    else form.append(k, v, names[k] ?? `${k}.bin`);
  }
  return new Request('http://localhost/api/upload', { method: 'POST', body: form });
}

describe('uploads', () => {
  it('types a file by its bytes and stores it with its hash', async () => {
    const user = await createUser('artist');
    const bytes = wav({ seconds: 0.2 });
    const f = await saveBuffer(bytes, {
      ownerId: user.id,
      purpose: 'test',
      originalName: 'song.mp3',
      kinds: ['audio'],
      maxBytes: 10_000_000,
    });
    expect(f).toMatchObject({ kind: 'audio', mime: 'audio/wav', ext: 'wav', sizeBytes: BigInt(bytes.length) });
    expect((await readFileBuffer(f)).equals(bytes)).toBe(true);
  });

  it('refuses a file whose bytes are not of the accepted kind, whatever its name', async () => {
    await expect(
      saveBuffer(textPretendingToBe(), {
        ownerId: null,
        purpose: 'test',
        originalName: 'guide.pdf',
        kinds: ['document'],
        maxBytes: 1e6,
      }),
    ).rejects.toMatchObject({ status: 400, message: '"guide.pdf" is not a PDF document.' });
    await expect(
      saveBuffer(pdf(), { ownerId: null, purpose: 'test', originalName: 'cover.png', kinds: ['image'], maxBytes: 1e6 }),
    ).rejects.toThrow('"cover.png" is not an image (JPEG, PNG, WebP or GIF) (its contents are application/pdf).');
  });

  it('refuses a file over the limit and leaves nothing behind', async () => {
    const before = await db.storedFile.count();
    await expect(
      saveBuffer(wav({ seconds: 1 }), {
        ownerId: null,
        purpose: 'test',
        originalName: 'long.wav',
        kinds: ['audio'],
        maxBytes: 50_000,
      }),
    ).rejects.toThrow('"long.wav" is larger than the 49 KB limit.');
    expect(await db.storedFile.count()).toBe(before);
    const tmp = path.join(uploadRoot(), 'tmp');
    expect(existsSync(tmp) ? readdirSync(tmp) : []).toEqual([]);
  });

  it('parses a multipart form, saving files as they stream and keeping fields', async () => {
    const user = await createUser('artist');
    const req = multipart(
      { title: 'Cover shoot', photo: new Blob([new Uint8Array(await png())]) },
      { photo: 'me.png' },
    );
    const { fields, files } = await parseMultipart(req, user.id, {
      photo: { kinds: ['image'], maxBytes: 1e6, purpose: 'profile_photo' },
    });
    expect(fields).toEqual({ title: 'Cover shoot' });
    expect(files.photo).toMatchObject({ mime: 'image/png', ownerId: user.id, originalName: 'me.png' });
  });

  it('deletes every file of a form that fails', async () => {
    const before = await db.storedFile.count();
    const req = multipart(
      { a: new Blob([new Uint8Array(await png())]), b: new Blob([new Uint8Array(textPretendingToBe())]) },
      { a: 'a.png', b: 'b.png' },
    );
    const spec = { kinds: ['image'] as const, maxBytes: 1e6, purpose: 'x' };
    await expect(parseMultipart(req, null, { a: spec, b: spec })).rejects.toMatchObject({ status: 400 });
    expect(await db.storedFile.count()).toBe(before);
  });

  it('serves public files to anyone and private files only to their owner and staff', async () => {
    const owner = await createUser('artist');
    const other = await createUser('artist');
    const admin = await createUser('admin');
    const priv = await saveBuffer(await png(), {
      ownerId: owner.id,
      purpose: 't',
      originalName: 'p.png',
      kinds: ['image'],
      maxBytes: 1e6,
    });
    const pub = await saveBuffer(await png(), {
      ownerId: owner.id,
      purpose: 't',
      originalName: 'q.png',
      kinds: ['image'],
      maxBytes: 1e6,
      isPublic: true,
    });
    expect((await call(fileRoute.GET, { params: { id: pub.id } })).status).toBe(200);
    expect((await call(fileRoute.GET, { params: { id: priv.id } })).status).toBe(404);
    expect((await call(fileRoute.GET, { params: { id: priv.id }, as: other })).status).toBe(403);
    const mine = await call(fileRoute.GET, { params: { id: priv.id }, as: owner });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect((await call(fileRoute.GET, { params: { id: priv.id }, as: admin })).status).toBe(200);
  });
});
