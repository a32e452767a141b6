// A drive upload sent as a multipart form (the drive page and a shared folder's upload link).
import { Readable } from 'node:stream';
import Busboy from 'busboy';
import { BadRequest } from '../../platform/errors';
import { removeBytes, storeStream, type StoredBytes } from './bytes';
import { addDriveFile, assertFits, folderOrThrow } from './service';

/**
 * Multipart upload (`file`, optional `folderId`) into `ownerId`'s drive. The declared request size is
 * checked against the free quota first (413 before any byte is stored); the stream is cut at the quota.
 */
export async function uploadFromRequest(ownerId: string, req: Request, presetFolderId?: string) {
  const type = req.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) throw new BadRequest('Send the file as multipart/form-data');
  if (!req.body) throw new BadRequest('The form is empty');
  const declared = Number(req.headers.get('content-length') ?? '0');
  const { freeBytes } = await assertFits(ownerId, Number.isFinite(declared) ? declared - 1024 : 0);

  const fields: Record<string, string> = {};
  let saved: Promise<{ bytes: StoredBytes; name: string }> | undefined;
  let failure: Error | undefined;
  let bb: ReturnType<typeof Busboy>;
  try {
    bb = Busboy({ headers: { 'content-type': type }, limits: { files: 1, fields: 10, fieldSize: 1024 } });
  } catch (err) {
    // A multipart content type without a boundary (or a malformed one) is the sender's mistake.
    throw new BadRequest(`The form could not be read: ${(err as Error).message}`);
  }
  // A file that fails while streaming (over quota) answers at once, without reading the rest of the body.
  let failEarly: (err: Error) => void = () => undefined;
  const early = new Promise<never>((_resolve, reject) => (failEarly = reject));
  bb.on('field', (k, v) => (fields[k] = v));
  bb.on('file', (field, stream, info) => {
    // A form cut off inside the file ends this stream with an error: a bad request, never an unhandled one.
    stream.on('error', (err: Error) => (failure ??= new BadRequest(`The form could not be read: ${err.message}`)));
    if (field !== 'file') {
      failure ??= new BadRequest('Send the file in the "file" field');
      stream.resume();
      return;
    }
    saved = storeStream(stream, freeBytes).then((bytes) => ({ bytes, name: info.filename || 'file' }));
    saved.catch((err: Error) => failEarly(err));
  });
  await Promise.race([
    early,
    new Promise<void>((resolve, reject) => {
      bb.on('close', resolve);
      bb.on('error', (err) => reject(new BadRequest(`The form could not be read: ${(err as Error).message}`)));
      Readable.fromWeb(req.body as import('node:stream/web').ReadableStream)
        .on('error', reject)
        .pipe(bb);
    }),
  ]);
  if (!saved) throw failure ?? new BadRequest('Choose a file to upload');
  const { bytes, name } = await saved;
  try {
    if (failure) throw failure;
    if (bytes.sizeBytes === 0) throw new BadRequest('The file is empty');
    const folderId = presetFolderId ?? (fields.folderId || null);
    await folderOrThrow(ownerId, folderId);
    return await addDriveFile(ownerId, folderId, name, bytes);
  } catch (err) {
    await removeBytes(bytes.storage, bytes.storageKey);
    throw err;
  }
}
