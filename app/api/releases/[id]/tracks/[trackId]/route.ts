// PATCH/DELETE /api/releases/{id}/tracks/{trackId}: edit or remove a track of a draft.
import { withAuth } from '@/lib/http';
import { updateTrackSchema } from '@/lib/releases/schema';
import { deleteTrack, updateTrack } from '@/lib/releases/service';

export const PATCH = withAuth('artist', { body: updateTrackSchema }, ({ user, params, body }) =>
  updateTrack(user, String(params.id), String(params.trackId), body),
);
export const DELETE = withAuth('artist', {}, ({ user, params }) =>
  deleteTrack(user, String(params.id), String(params.trackId)),
);
