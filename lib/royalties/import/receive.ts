// Receiving a statement upload: the multipart form's fields, and its file streamed to a temp file while
// it is measured against the size limit and hashed (the duplicate guard's sha256 of a single file).
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { env } from '../../platform/env';
import { BadRequest } from '../../platform/errors';
import { newTempPath, streamToTempFile } from '../../platform/storage/temp-file';
import { formatBytes } from '../../platform/format';
import { multipartReader } from '../../platform/storage/multipart';

/** The largest statement accepted: an upload, and what a zip archive's statements come to unpacked. */
export function maxStatementBytes(): number {
  return Number(env().STATEMENT_MAX_BYTES ?? 2 * 1024 ** 3);
}

export interface Received {
  fields: Record<string, string>;
  file?: { tempPath: string; name: string; size: number; sha256: string };
}

export async function receive(req: Request): Promise<Received> {
  const max = maxStatementBytes();
  // Before the temp path: a malformed form (no or a malformed boundary) is a 400 with nothing to clean up.
  const bb = multipartReader(req, 'the statement', { fieldSize: 64 * 1024, fields: 20, files: 1, fileSize: max + 1 });
  const tempPath = await newTempPath();
  const fields: Record<string, string> = {};
  const out: Received = { fields };
  let failure: Error | undefined;
  let saving: Promise<void> | undefined;
  bb.on('field', (name, value) => (fields[name] = value));
  bb.on('file', (name, stream, info) => {
    stream.on('error', (err: Error) => (failure ??= new BadRequest(`The form could not be read: ${err.message}`)));
    if (name !== 'file') {
      failure ??= new BadRequest(`Unexpected file field "${name}"; send the statement as "file".`);
      stream.resume();
      return;
    }
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _e, done) {
        size += chunk.length;
        if (size > max) return done(new BadRequest(`The statement is larger than the ${formatBytes(max)} limit.`));
        hash.update(chunk);
        done(null, chunk);
      },
    });
    saving = streamToTempFile(stream, meter, tempPath)
      .then(() => {
        out.file = { tempPath, name: info.filename || 'statement.csv', size, sha256: hash.digest('hex') };
      })
      .catch((err: Error) => {
        failure ??= err;
        stream.resume();
      });
  });
  await new Promise<void>((resolve, reject) => {
    bb.on('close', resolve);
    bb.on('error', (err) => reject(new BadRequest(`The form could not be read: ${(err as Error).message}`)));
    Readable.fromWeb(req.body as import('node:stream/web').ReadableStream)
      .on('error', () => reject(new BadRequest('The upload was interrupted before the form was complete.')))
      .pipe(bb);
  });
  await saving;
  if (failure) {
    if (out.file) await rm(out.file.tempPath, { force: true });
    throw failure;
  }
  return out;
}
