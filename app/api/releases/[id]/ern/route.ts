// GET /api/releases/{id}/ern: the release's DDEX ERN 4.3 message (its owner and staff).
import { withAuth } from '@/lib/http';
import { ernQuerySchema } from '@/lib/releases/schema';
import { db } from '@/lib/db';
import { getReleaseForUser } from '@/lib/releases/access';
import { buildReleaseErn, loadErnRelease } from '@/lib/distribution/ern/service';
import { idParams } from '@/lib/params';

export const GET = withAuth('artist', { params: idParams, query: ernQuerySchema }, async ({ params, user, query }) => {
  const release = await getReleaseForUser(params.id, user);
  const store = query.store
    ? await db.store.findFirst({ where: { OR: [{ id: query.store }, { slug: query.store }] } })
    : null;
  const xml = await buildReleaseErn(await loadErnRelease(release.id), { store, kind: query.kind });
  return new Response(xml, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'content-disposition': `inline; filename="${release.id}-ern43.xml"`,
    },
  });
});
