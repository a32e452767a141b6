// POST /api/studio/engineers: an engineer of a room and the days they work.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { createEngineer } from '@/lib/services/studio/settings';
import { engineerCreate } from '@/lib/services/contract';

export const POST = withAuth('admin', engineerCreate, async ({ user, body }) =>
  created(await createEngineer(user, body)),
);
