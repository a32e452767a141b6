// GET /api/releases/{id}/ern: the release's DDEX ERN 4.3 message (its owner and staff).
import { z } from 'zod';
import { withAuth } from '@/lib/http';
import { db } from '@/lib/db';
import { getReleaseForUser } from '@/lib/releases/access';
import { buildReleaseErn, loadErnRelease } from '@/lib/distribution/ern/service';

const query = z.object({
  store: z.string().max(100).optional(),
  kind: z.enum(['insert', 'update', 'takedown']).default('insert'),
});

export const GET = withAuth('artist', { query }, async ({ params, user, query }) => {
  const release = await getReleaseForUser(String(params.id), user);
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
