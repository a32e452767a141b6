// POST /api/releases/{id}/tracks/{trackId}/audio: multipart field "audio", streamed to storage.
import { withAuth } from '@/lib/http';
import { uploadTrackAudio } from '@/lib/releases/uploads';
import { trackParams } from '@/lib/params';

export const POST = withAuth('artist', { params: trackParams }, ({ user, params, req }) =>
  uploadTrackAudio(user, params.id, params.trackId, req),
);
