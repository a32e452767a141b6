// POST /api/releases: a new draft release.
import { created, withAuth } from '@/lib/http';
import { createReleaseSchema } from '@/lib/releases/schema';
import { createRelease } from '@/lib/releases/service';

export const POST = withAuth('artist', { body: createReleaseSchema }, async ({ user, body }) =>
  created(await createRelease(user, body)),
);
