// POST /api/releases/{id}/tracks: adds a track to a draft.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { createTrackSchema } from '@/lib/distribution/releases/schema';
import { addTrack } from '@/lib/distribution/releases/tracks';
import { idParams } from '@/lib/platform/http/params';

export const POST = withAuth('artist', { params: idParams, body: createTrackSchema }, async ({ user, params, body }) =>
  created(await addTrack(user, params.id, body)),
);
