// Streams drive bytes as an HTTP response, honouring a single `Range` (206 / 416).
import { Readable } from 'node:stream';
import { openBytes, parseRange } from './bytes';

export async function streamResponse(
  req: Request,
  f: { name: string; mime: string; size: number; storage: string; storageKey: string },
  disposition: 'inline' | 'attachment' = 'attachment',
): Promise<Response> {
  const range = parseRange(req.headers.get('range'), f.size);
  const common = {
    'accept-ranges': 'bytes',
    'content-type': f.mime,
    'content-disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(f.name)}`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  };
  if (range === 'invalid')
    return new Response(null, { status: 416, headers: { ...common, 'content-range': `bytes */${f.size}` } });
  const stream = await openBytes(f.storage, f.storageKey, range ?? undefined);
  const body = Readable.toWeb(stream) as ReadableStream;
  if (!range) return new Response(body, { headers: { ...common, 'content-length': String(f.size) } });
  return new Response(body, {
    status: 206,
    headers: {
      ...common,
      'content-length': String(range.end - range.start + 1),
      'content-range': `bytes ${range.start}-${range.end}/${f.size}`,
    },
  });
}
