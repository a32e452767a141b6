// POST /api/studio/engineers: an engineer of a room and the days they work.
import { created, withAuth } from '@/lib/http';
import { engineerInput } from '@/lib/studio/schema';
import { createEngineer } from '@/lib/studio/settings';

export const POST = withAuth('admin', { body: engineerInput }, async ({ user, body }) =>
  created(await createEngineer(user, body)),
);
