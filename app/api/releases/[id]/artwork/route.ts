// POST /api/releases/{id}/artwork: multipart field "artwork" (square JPEG/PNG, 3000 px or more).
import { withAuth } from '@/lib/platform/http/with-auth';
import { uploadArtwork } from '@/lib/distribution/releases/uploads';
import { idParams } from '@/lib/platform/http/params';

export const POST = withAuth('artist', { params: idParams }, ({ user, params, req }) =>
  uploadArtwork(user, params.id, req),
);
