// PATCH/DELETE /api/releases/{id}/tracks/{trackId}: edit or remove a track of a draft.
import { withAuth } from '@/lib/platform/http/with-auth';
import { updateTrackSchema } from '@/lib/distribution/releases/schema';
import { deleteTrack, updateTrack } from '@/lib/distribution/releases/tracks';
import { trackParams } from '@/lib/platform/http/params';
import { trackDelete } from '@/lib/distribution/contract';

export const PATCH = withAuth('artist', { params: trackParams, body: updateTrackSchema }, ({ user, params, body }) =>
  updateTrack(user, params.id, params.trackId, body),
);
export const DELETE = withAuth('artist', { ...trackDelete, params: trackParams }, ({ user, params }) =>
  deleteTrack(user, params.id, params.trackId),
);
