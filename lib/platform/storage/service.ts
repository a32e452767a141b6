// Saving uploads (streamed to disk, typed by content, size-limited, hashed) and reading them back.
import { formatBytes } from '../format';
import { createHash, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { db } from '../db';
import { BadRequest, Forbidden, NotFound } from '../errors';
import type { StoredFile } from '../../generated/prisma/client';
import type { SessionUser } from '../auth/session';
import { isAdminRole } from '../auth/roles';
import { backendFor, currentBackend } from './backend';
import { newTempPath, streamToTempFile } from './temp-file';
import { KIND_LABEL, SNIFF_BYTES, kindOf, sniff, type UploadKind } from './sniff';

export type { UploadKind };

export interface SaveOptions {
  ownerId: string | null;
  purpose: string;
  originalName: string;
  kinds: readonly UploadKind[];
  maxBytes: number;
  isPublic?: boolean;
}

/**
 * Streams `source` into storage. The first bytes decide the type; a file that is not one of `kinds`,
 * or passes `maxBytes`, is refused with a clear message and nothing is kept.
 */
export async function saveStream(source: Readable, opts: SaveOptions): Promise<StoredFile> {
  const tempPath = await newTempPath();
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  let detected: { mime: string; ext: string; kind: UploadKind } | undefined;
  const name = opts.originalName || 'the file';

  const inspect = new Transform({
    async transform(chunk: Buffer, _enc, done) {
      try {
        size += chunk.length;
        if (size > opts.maxBytes)
          throw new BadRequest(`"${name}" is larger than the ${formatBytes(opts.maxBytes)} limit.`);
        hash.update(chunk);
        if (!detected) {
          head = Buffer.concat([head, chunk]);
          if (head.length >= SNIFF_BYTES) detected = await decide(head, opts, name);
        }
        done(null, chunk);
      } catch (err) {
        done(err as Error);
      }
    },
    async flush(done) {
      try {
        if (!detected) detected = await decide(head, opts, name);
        done();
      } catch (err) {
        done(err as Error);
      }
    },
  });

  try {
    await streamToTempFile(source, inspect, tempPath);
    if (size === 0) throw new BadRequest(`"${name}" is empty.`);
    const t = detected!;
    const id = randomUUID();
    const now = new Date();
    const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${id}.${t.ext}`;
    const backend = await currentBackend();
    await backend.put(tempPath, key, t.mime);
    return await db.storedFile.create({
      data: {
        ownerId: opts.ownerId,
        kind: t.kind,
        purpose: opts.purpose,
        originalName: opts.originalName.slice(0, 255),
        mime: t.mime,
        ext: t.ext,
        sizeBytes: BigInt(size),
        sha256: hash.digest('hex'),
        storage: backend.name,
        storageKey: key,
        isPublic: opts.isPublic ?? false,
      },
    });
  } finally {
    await rm(tempPath, { force: true });
  }
}

async function decide(head: Buffer, opts: SaveOptions, name: string) {
  const t = await sniff(head);
  const kind = t && kindOf(t.mime, opts.kinds);
  if (!t || !kind) {
    const expected = opts.kinds.map((k) => KIND_LABEL[k]).join(' or ');
    const found = t ? ` (its contents are ${t.mime})` : '';
    throw new BadRequest(`"${name}" is not ${expected}${found}.`);
  }
  return { ...t, kind };
}

/** Saves an in-memory buffer the same way (seeds, imports). */
export function saveBuffer(buffer: Buffer, opts: SaveOptions): Promise<StoredFile> {
  return saveStream(Readable.from([buffer]), opts);
}

export async function getFileOrThrow(id: string): Promise<StoredFile> {
  const f = await db.storedFile.findUnique({ where: { id } });
  if (!f) throw new NotFound('File not found');
  return f;
}

/** Public files to anyone; others to their owner and staff. Domains may grant more (see canRead). */
export function assertCanRead(
  file: StoredFile,
  user: SessionUser | null,
  grantedBy?: (f: StoredFile, u: SessionUser | null) => boolean,
) {
  if (file.isPublic) return;
  if (user && (file.ownerId === user.id || isAdminRole(user.role))) return;
  if (grantedBy?.(file, user)) return;
  if (!user) throw new NotFound('File not found');
  throw new Forbidden('You cannot open this file');
}

export async function openFile(file: StoredFile): Promise<Readable> {
  return (await backendFor(file.storage)).open(file.storageKey);
}

export async function readFileBuffer(file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of await openFile(file)) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

export async function deleteFile(file: StoredFile): Promise<void> {
  await (await backendFor(file.storage)).remove(file.storageKey);
  await db.storedFile.delete({ where: { id: file.id } });
}
