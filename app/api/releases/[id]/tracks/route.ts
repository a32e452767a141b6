// POST /api/releases/{id}/tracks: adds a track to a draft.
import { created, withAuth } from '@/lib/http';
import { createTrackSchema } from '@/lib/releases/schema';
import { addTrack } from '@/lib/releases/tracks';
import { idParams } from '@/lib/params';

export const POST = withAuth('artist', { params: idParams, body: createTrackSchema }, async ({ user, params, body }) =>
  created(await addTrack(user, params.id, body)),
);
