// Uploads are streamed into a temp file under the upload root's tmp/ first, checked as they arrive, and
// moved into storage when complete.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { uploadRoot } from './backend';

/** A new path under the upload root's tmp/ (the folder is made if needed). */
export async function newTempPath(): Promise<string> {
  const dir = path.join(uploadRoot(), 'tmp');
  await mkdir(dir, { recursive: true });
  return path.join(dir, randomUUID());
}

/**
 * Streams `source` through `check` into `tempPath`. When either fails, the file is removed once its write
 * stream has closed: a write stream destroyed before its file is open still creates the file afterwards,
 * so removing it at once could leave an empty file behind (a refused upload did, now and then).
 */
export async function streamToTempFile(source: Readable, check: Transform, tempPath: string): Promise<void> {
  const out = createWriteStream(tempPath);
  try {
    await pipeline(source, check, out);
  } catch (err) {
    if (!out.closed) await once(out, 'close').catch(() => undefined);
    await rm(tempPath, { force: true });
    throw err;
  }
}
