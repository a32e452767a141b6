// POST /api/releases/{id}/tracks: adds a track to a draft.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { addTrack } from '@/lib/distribution/releases/tracks';
import { idParams } from '@/lib/platform/http/params';
import { trackAdd } from '@/lib/distribution/contract';

export const POST = withAuth('artist', { ...trackAdd, params: idParams }, async ({ user, params, body }) =>
  created(await addTrack(user, params.id, body)),
);
