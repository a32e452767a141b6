// /api/releases/{id}/tracks/{trackId}/audio
// POST: multipart field "audio", streamed to storage.
// GET: streams the uploaded audio for the owner and staff (review player), honouring Range (206 / 416).
import { withAuth } from '@/lib/platform/http/with-auth';
import { trackAudioFile, uploadTrackAudio } from '@/lib/distribution/releases/uploads';
import { streamResponse } from '@/lib/ops/drive/download';
import { trackParams } from '@/lib/platform/http/params';

export const POST = withAuth('artist', { params: trackParams }, ({ user, params, req }) =>
  uploadTrackAudio(user, params.id, params.trackId, req),
);

export const GET = withAuth('artist', { params: trackParams }, async ({ user, params, req }) =>
  streamResponse(req, await trackAudioFile(user, params.id, params.trackId), 'inline'),
);
