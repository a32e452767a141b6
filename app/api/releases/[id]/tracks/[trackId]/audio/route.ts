// POST /api/releases/{id}/tracks/{trackId}/audio: multipart field "audio", streamed to storage.
import { withAuth } from '@/lib/http';
import { uploadTrackAudio } from '@/lib/releases/uploads';

export const POST = withAuth('artist', {}, ({ user, params, req }) =>
  uploadTrackAudio(user, String(params.id), String(params.trackId), req),
);
