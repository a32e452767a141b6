// GET /api/files/{id}: streams a stored file (public files to anyone; others to their owner and staff).
import { Readable } from 'node:stream';
import { publicRoute } from '@/lib/platform/http/with-auth';
import { assertCanRead, getFileOrThrow, openFile } from '@/lib/platform/storage/service';
import { fileAccessGrants } from '@/lib/comms/support/file-grants';
import { idParams } from '@/lib/platform/http/params';

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
