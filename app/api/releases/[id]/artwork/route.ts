// POST /api/releases/{id}/artwork: multipart field "artwork" (square JPEG/PNG, 3000 px or more).
import { withAuth } from '@/lib/http';
import { uploadArtwork } from '@/lib/releases/uploads';
import { idParams } from '@/lib/params';

export const POST = withAuth('artist', { params: idParams }, ({ user, params, req }) =>
  uploadArtwork(user, params.id, req),
);
