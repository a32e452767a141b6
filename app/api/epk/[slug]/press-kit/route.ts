// GET /api/epk/{slug}/press-kit: the press ZIP.
import { Readable } from 'node:stream';
import { publicRoute } from '@/lib/platform/http/with-auth';
import { slugParams, tokenQuery } from '@/lib/services/epk/schema';
import { pressKitZip } from '@/lib/services/epk/press-kit';

export const GET = publicRoute({ params: slugParams, query: tokenQuery }, async ({ params, query }) => {
  const { filename, stream } = await pressKitZip(params.slug, query.t);
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: { 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${filename}"` },
  });
});
