// The ERN message of one release as its owner or staff may read it (GET /api/releases/{id}/ern),
// optionally addressed to one store (by id or slug), in the version that store is sent (4.3 or 4.3.2).
import type { z } from 'zod';
import { db } from '../../platform/db';
import type { SessionUser } from '../../platform/auth/session';
import { getReleaseForUser } from '../releases/access';
import type { ernQuerySchema } from '../releases/schema';
import { storeErnVersion } from '../store-catalog';
import { buildReleaseErn, loadErnRelease } from './service';

export async function releaseErnMessage(user: SessionUser, releaseId: string, query: z.infer<typeof ernQuerySchema>) {
  const release = await getReleaseForUser(releaseId, user);
  const store = query.store
    ? await db.store.findFirst({ where: { OR: [{ id: query.store }, { slug: query.store }] } })
    : null;
  const xml = await buildReleaseErn(await loadErnRelease(release.id), { store, kind: query.kind });
  return { xml, filename: `${release.id}-ern${storeErnVersion(store?.requirements).replace(/\./g, '')}.xml` };
}
