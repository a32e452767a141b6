// Drive file bytes: stored with the platform's storage backend (local folder or S3), read back whole or
// as a byte range (HTTP Range requests).
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { currentBackend, uploadRoot } from '../../platform/storage/backend';
import { newTempPath, streamToTempFile } from '../../platform/storage/temp-file';
import { PayloadTooLarge } from '../../platform/errors';
import { SNIFF_BYTES, sniff } from '../../platform/storage/sniff';
import { recordCall } from '../../platform/integrations';
import { platformS3 } from '../../platform/storage/s3-client';

export interface StoredBytes {
  storage: string;
  storageKey: string;
  sizeBytes: number;
  sha256: string;
  /** Detected from the first bytes, never from the name */
  mime: string;
}

/** Streams `source` into storage; more than `maxBytes` aborts with a 413 and keeps nothing. */
export async function storeStream(source: Readable, maxBytes: number): Promise<StoredBytes> {
  const tempPath = await newTempPath();
  let size = 0;
  let head = Buffer.alloc(0);
  const hash = createHash('sha256');
  const count = new Transform({
    transform(chunk: Buffer, _e, done) {
      size += chunk.length;
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      if (size > maxBytes) return done(new PayloadTooLarge('This file does not fit in your drive quota.'));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await streamToTempFile(source, count, tempPath);
    return await storeTempFile(tempPath, size, hash.digest('hex'), head);
  } finally {
    await rm(tempPath, { force: true });
  }
}

/** Moves a finished file (a temp file or a completed resumable upload) into storage. */
export async function storeTempFile(
  tempPath: string,
  size?: number,
  sha256?: string,
  head?: Buffer,
): Promise<StoredBytes> {
  if (!head) {
    const chunks: Buffer[] = [];
    for await (const c of createReadStream(tempPath, { start: 0, end: SNIFF_BYTES - 1 })) chunks.push(c as Buffer);
    head = Buffer.concat(chunks);
  }
  if (size === undefined || sha256 === undefined) {
    const h = createHash('sha256');
    await pipeline(createReadStream(tempPath), h);
    sha256 = h.digest('hex');
    size = (await stat(tempPath)).size;
  }
  const backend = await currentBackend();
  const now = new Date();
  const key = `drive/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}`;
  await backend.put(tempPath, key, 'application/octet-stream');
  const mime = (await sniff(head))?.mime ?? 'application/octet-stream';
  return { storage: backend.name, storageKey: key, sizeBytes: size, sha256, mime };
}

/** A byte range [start, end] (inclusive) or the whole file. */
export async function openBytes(storage: string, key: string, range?: { start: number; end: number }) {
  if (storage === 'local') {
    const p = path.join(uploadRoot(), key);
    await stat(p);
    return createReadStream(p, range ? { start: range.start, end: range.end } : undefined);
  }
  const [{ bucket, client }, { GetObjectCommand }] = await Promise.all([
    platformBucket(),
    import('@aws-sdk/client-s3'),
  ]);
  const res = await recordCall('s3', 'get', () =>
    client.send(
      new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
    ),
  );
  return res.Body as Readable;
}

export async function removeBytes(storage: string, key: string) {
  if (storage === 'local') return rm(path.join(uploadRoot(), key), { force: true });
  const [{ bucket, client }, { DeleteObjectCommand }] = await Promise.all([
    platformBucket(),
    import('@aws-sdk/client-s3'),
  ]);
  await recordCall('s3', 'delete', () => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })));
}

/** The platform's bucket (lib/platform/storage/s3-client.ts), where drive files with storage 's3' are. */
async function platformBucket() {
  const b = await platformS3();
  if (!b) throw new Error('S3_BUCKET is not set: files stored in S3 cannot be reached');
  return b;
}

/** Parses a single-range `Range` header; null when absent or not satisfiable as one range. */
export function parseRange(header: string | null, size: number): { start: number; end: number } | 'invalid' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}
