// POST /api/studio/locations: add a place where in-person services happen.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { locationInput } from '@/lib/services/studio/schema';
import { createLocation } from '@/lib/services/studio/settings';

export const POST = withAuth('admin', { body: locationInput }, async ({ user, body }) =>
  created(await createLocation(user, body)),
);
