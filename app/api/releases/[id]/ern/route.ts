// GET /api/releases/{id}/ern: the release's DDEX ERN message (its owner and staff); ?store= builds it in the version
// that store is sent (4.3, or 4.3.2 with ContainsAI).
import { withAuth } from '@/lib/platform/http/with-auth';
import { ernQuerySchema } from '@/lib/distribution/releases/schema';
import { releaseErnMessage } from '@/lib/distribution/ern/release-message';
import { idParams } from '@/lib/platform/http/params';

export const GET = withAuth('artist', { params: idParams, query: ernQuerySchema }, async ({ params, user, query }) => {
  const { xml, filename } = await releaseErnMessage(user, params.id, query);
  return new Response(xml, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'content-disposition': `inline; filename="${filename}"`,
    },
  });
});
