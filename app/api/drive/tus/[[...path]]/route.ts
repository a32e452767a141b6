// /api/drive/tus[/{uploadId}]: resumable uploads (tus 1.0: POST creates, HEAD asks the offset, PATCH
// sends bytes from it). Signed-in users only; each upload belongs to its creator.
import { withAuth } from '@/lib/platform/http/with-auth';
import { tusServer } from '@/lib/ops/drive/resumable';
import { tusParams } from '@/lib/ops/schema';

const tus = ({ req }: { req: Request }) => tusServer().handleWeb(req);

export const POST = withAuth('artist', { params: tusParams }, tus);
export const PATCH = withAuth('artist', { params: tusParams }, tus);
export const DELETE = withAuth('artist', { params: tusParams }, tus);
export const HEAD = withAuth('artist', { params: tusParams }, tus);
