// POST /api/releases: a new draft release.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { createRelease } from '@/lib/distribution/releases/service';
import { releaseCreate } from '@/lib/distribution/contract';

export const POST = withAuth('artist', releaseCreate, async ({ user, body }) =>
  created(await createRelease(user, body)),
);
