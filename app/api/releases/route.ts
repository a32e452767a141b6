// POST /api/releases: a new draft release.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { createReleaseSchema } from '@/lib/distribution/releases/schema';
import { createRelease } from '@/lib/distribution/releases/service';

export const POST = withAuth('artist', { body: createReleaseSchema }, async ({ user, body }) =>
  created(await createRelease(user, body)),
);
