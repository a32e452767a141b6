// POST /api/studio/engineers: an engineer of a room and the days they work.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { engineerInput } from '@/lib/services/studio/schema';
import { createEngineer } from '@/lib/services/studio/settings';

export const POST = withAuth('admin', { body: engineerInput }, async ({ user, body }) =>
  created(await createEngineer(user, body)),
);
