// Streaming multipart/form-data for route handlers: files go straight to storage as they arrive
// (never buffered whole), text fields are collected. Limits give clear 400s.
import Busboy from 'busboy';
import { Readable } from 'node:stream';
import { BadRequest } from '../errors';
import { textProblem } from '../security/input';
import type { StoredFile } from '../../generated/prisma/client';
import { deleteFile, saveStream, type UploadKind } from './service';
import { formatBytes } from '../format';

export interface FileFieldSpec {
  kinds: readonly UploadKind[];
  maxBytes: number;
  purpose: string;
  isPublic?: boolean;
}

export interface MultipartResult {
  fields: Record<string, string>;
  files: Record<string, StoredFile>;
}

const MAX_FIELD_BYTES = 64 * 1024;

/**
 * A Busboy reader for a multipart request, after the checks every multipart route shares: the content type, a
 * boundary Busboy accepts (an empty, quoted-open or spaced boundary makes Busboy throw: a 400, never a 500)
 * and a body. `what` names the upload in the messages ("the statement").
 */
export function multipartReader(req: Request, what: string, limits: Busboy.Limits): Busboy.Busboy {
  const type = req.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) throw new BadRequest(`Send ${what} as multipart/form-data`);
  if (!/;\s*boundary=/i.test(type)) throw new BadRequest('The form has no multipart boundary and could not be read.');
  if (!req.body) throw new BadRequest('The form is empty');
  try {
    return Busboy({ headers: { 'content-type': type }, limits });
  } catch (err) {
    throw new BadRequest(`The form's multipart boundary is malformed and could not be read: ${(err as Error).message}`);
  }
}

/**
 * Parses a multipart request. `fileFields` names the accepted file inputs; any other file is refused.
 * On any error, files already saved from this request are deleted again.
 */
export async function parseMultipart(
  req: Request,
  ownerId: string | null,
  fileFields: Record<string, FileFieldSpec>,
): Promise<MultipartResult> {
  const fields: Record<string, string> = {};
  const files: Record<string, StoredFile> = {};
  const saving: Promise<void>[] = [];
  let failure: Error | undefined;

  const maxFile = Math.max(...Object.values(fileFields).map((f) => f.maxBytes), 0);
  const bb = multipartReader(req, 'the form', {
    fieldSize: MAX_FIELD_BYTES,
    fields: 100,
    files: Object.keys(fileFields).length,
    fileSize: maxFile + 1,
  });

  bb.on('field', (name, value, info) => {
    if (info.valueTruncated)
      failure ??= new BadRequest(`The field "${name}" is longer than ${formatBytes(MAX_FIELD_BYTES)}.`);
    const problem = textProblem(name) ?? textProblem(value);
    if (problem) failure ??= new BadRequest(`A form field ${problem}.`);
    fields[name] = value;
  });
  bb.on('file', (name, stream, info) => {
    // A form cut off inside a file errors this stream, possibly before saveStream listens: never unhandled.
    stream.on('error', (err: Error) => (failure ??= new BadRequest(`The form could not be read: ${err.message}`)));
    const spec = fileFields[name];
    if (!spec) {
      failure ??= new BadRequest(`Unexpected file field "${name}".`);
      stream.resume();
      return;
    }
    saving.push(
      saveStream(stream, { ownerId, originalName: info.filename ?? name, ...spec })
        .then((f) => {
          files[name] = f;
        })
        .catch((err: Error) => {
          failure ??= err;
          stream.resume();
        }),
    );
  });
  bb.on('filesLimit', () => (failure ??= new BadRequest('Too many files in one form.')));

  try {
    await new Promise<void>((resolve, reject) => {
      bb.on('close', resolve);
      bb.on('error', (err) => reject(new BadRequest(`The form could not be read: ${(err as Error).message}`)));
      Readable.fromWeb(req.body as import('node:stream/web').ReadableStream)
        .on('error', () => reject(new BadRequest('The upload was interrupted before the form was complete.')))
        .pipe(bb);
    });
    await Promise.all(saving);
    if (failure) throw failure;
    return { fields, files };
  } catch (err) {
    await Promise.all(saving.map((p) => p.catch(() => undefined)));
    await Promise.all(Object.values(files).map((f) => deleteFile(f).catch(() => undefined)));
    throw err;
  }
}
