// Reading a request's body with a size limit: text (XML, CSV ...) and JSON, refused with a 400, 413 or 415 that
// says why, never a 500. withAuth reads JSON bodies through readJson.
import { formatBytes } from '../format';
import { AppError, BadRequest, PayloadTooLarge, UnsupportedMediaType } from '../errors';
import { decodeUtf8, textProblem, valueProblem } from '../security/input';

const DEFAULT_MAX_JSON_BYTES = 1024 * 1024;

/**
 * Reads a body up to `maxBytes`: the declared Content-Length is checked before anything is read, and the
 * stream is cut off as soon as it passes the limit. `tooLarge` is the error to throw.
 */
async function readBytes(req: Request, maxBytes: number, tooLarge: () => AppError): Promise<Buffer | undefined> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw tooLarge();
  const reader = req.body?.getReader();
  if (!reader) return undefined;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** A text body (XML, CSV ...) of at most `maxBytes`: 413 beyond, 400 for invalid UTF-8, NUL or lone surrogates. */
export async function readText(req: Request, maxBytes: number): Promise<string> {
  const bytes = await readBytes(
    req,
    maxBytes,
    () => new PayloadTooLarge(`The request body is larger than ${formatBytes(maxBytes)}.`),
  );
  if (!bytes) return '';
  const text = decodeUtf8(bytes);
  if (text === null) throw new BadRequest('The request body is not valid UTF-8 text.', undefined, 'request.malformed');
  const problem = textProblem(text);
  if (problem) throw new BadRequest(`The request body ${problem}.`, undefined, 'request.malformed');
  return text;
}

/** Reads a JSON body with a size limit; malformed or oversized bodies are a 400, never a 500. */
export async function readJson(req: Request, maxBytes = DEFAULT_MAX_JSON_BYTES): Promise<unknown> {
  const chunks = await readBytes(
    req,
    maxBytes,
    () => new BadRequest(`Request body is too large (limit ${maxBytes} bytes)`, undefined, 'request.malformed'),
  );
  if (!chunks) return undefined;
  const text = decodeUtf8(chunks);
  if (text === null) throw new BadRequest('The request body is not valid UTF-8 text.', undefined, 'request.malformed');
  if (text.trim() === '') return undefined;
  if (!isJsonType(req.headers.get('content-type')))
    throw new UnsupportedMediaType('Send the body as JSON (Content-Type: application/json).');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequest('Malformed JSON in request body', undefined, 'request.malformed');
  }
  const problem = valueProblem(value, 'The request');
  if (problem) throw new BadRequest(`${problem}.`, undefined, 'request.malformed');
  return value;
}

/** application/json or a +json type, parameters allowed. */
function isJsonType(contentType: string | null): boolean {
  const essence = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return essence === 'application/json' || (essence.startsWith('application/') && essence.endsWith('+json'));
}
