// POST /api/studio/locations: add a place where in-person services happen.
import { created, withAuth } from '@/lib/http';
import { locationInput } from '@/lib/studio/schema';
import { createLocation } from '@/lib/studio/settings';

export const POST = withAuth('admin', { body: locationInput }, async ({ user, body }) =>
  created(await createLocation(user, body)),
);
