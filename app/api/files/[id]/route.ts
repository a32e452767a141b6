// GET /api/files/{id}: streams a stored file (public files to anyone; others to their owner and staff).
import { Readable } from 'node:stream';
import { publicRoute } from '@/lib/http';
import { assertCanRead, getFileOrThrow, openFile } from '@/lib/storage/service';
import { fileAccessGrants } from '@/lib/storage/grants';
import { idParams } from '@/lib/params';

export const GET = publicRoute({ params: idParams }, async ({ params, user }) => {
  const file = await getFileOrThrow(params.id);
  assertCanRead(file, user, await fileAccessGrants(file, user));
  const body = Readable.toWeb(await openFile(file)) as ReadableStream;
  return new Response(body, {
    headers: {
      'content-type': file.mime,
      'content-length': String(file.sizeBytes),
      'content-disposition': `inline; filename="${encodeURIComponent(file.originalName)}"`,
      'cache-control': file.isPublic ? 'public, max-age=3600' : 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
});
