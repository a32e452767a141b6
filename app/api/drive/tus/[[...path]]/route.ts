// /api/drive/tus[/{uploadId}]: resumable uploads (tus 1.0: POST creates, HEAD asks the offset, PATCH
// sends bytes from it). Signed-in users only; each upload belongs to its creator.
import { withAuth } from '@/lib/http';
import { tusServer } from '@/lib/drive/resumable';

const handle = withAuth('artist', {}, ({ req }) => tusServer().handleWeb(req));

export const POST = handle;
export const PATCH = handle;
export const DELETE = handle;
export const HEAD = handle;
