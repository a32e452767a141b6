// POST /api/studio/locations: add a place where in-person services happen.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { createLocation } from '@/lib/services/studio/settings';
import { locationCreate } from '@/lib/services/contract';

export const POST = withAuth('admin', locationCreate, async ({ user, body }) =>
  created(await createLocation(user, body)),
);
