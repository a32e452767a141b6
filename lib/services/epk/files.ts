// EPK uploads (press photos, stage plot, rider) and the media the public EPK serves.
import { Readable } from 'node:stream';
import type { SessionUser } from '../../platform/auth/session';
import { BadRequest } from '../../platform/errors';
import { parseMultipart } from '../../platform/storage/multipart';
import { openFile } from '../../platform/storage/service';
import { epkMediaFile } from './service';

export async function uploadEpkFile(actor: SessionUser, req: Request) {
  const type = new URL(req.url).searchParams.get('type');
  if (type !== 'photo' && type !== 'document') throw new BadRequest('Upload a photo, or a PDF stage plot or rider.');
  const { files } = await parseMultipart(req, actor.id, {
    file:
      type === 'photo'
        ? { kinds: ['image'], maxBytes: 15 * 1024 * 1024, purpose: 'epk_photo' }
        : { kinds: ['document'], maxBytes: 20 * 1024 * 1024, purpose: 'epk_document' },
  });
  if (!files.file) throw new BadRequest('Choose a file to upload');
  return { fileId: files.file.id, name: files.file.originalName };
}

export async function epkMediaResponse(slug: string, fileId: string, token: string | undefined, range: string | null) {
  const file = await epkMediaFile(slug, fileId, token);
  const size = Number(file.sizeBytes);
  const headers: Record<string, string> = {
    'content-type': file.mime,
    'accept-ranges': 'bytes',
    'cache-control': token ? 'private, no-store' : 'public, max-age=300',
    'x-content-type-options': 'nosniff',
  };
  const m = range ? /^bytes=(\d*)-(\d*)$/.exec(range) : null;
  if (m && (m[1] || m[2])) {
    // Audio players seek with ranges; answer the part asked for.
    const start = m[1] ? Number(m[1]) : Math.max(0, size - Number(m[2]));
    const end = m[1] && m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
    if (start >= size || start > end)
      return new Response(null, { status: 416, headers: { 'content-range': `bytes */${size}` } });
    const all = await openFile(file);
    const part = Readable.from(
      (async function* () {
        let pos = 0;
        for await (const chunk of all as AsyncIterable<Buffer>) {
          const from = Math.max(start - pos, 0);
          const to = Math.min(end + 1 - pos, chunk.length);
          if (to > from) yield chunk.subarray(from, to);
          pos += chunk.length;
          if (pos > end) break;
        }
      })(),
    );
    return new Response(Readable.toWeb(part) as ReadableStream, {
      status: 206,
      headers: {
        ...headers,
        'content-range': `bytes ${start}-${end}/${size}`,
        'content-length': String(end - start + 1),
      },
    });
  }
  return new Response(Readable.toWeb(await openFile(file)) as ReadableStream, {
    headers: { ...headers, 'content-length': String(size) },
  });
}
