// POST /api/releases/{id}/artwork: multipart field "artwork" (square JPEG/PNG, 3000 px or more).
import { withAuth } from '@/lib/http';
import { uploadArtwork } from '@/lib/releases/uploads';

export const POST = withAuth('artist', {}, ({ user, params, req }) => uploadArtwork(user, String(params.id), req));
