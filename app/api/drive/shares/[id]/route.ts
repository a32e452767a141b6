// DELETE /api/drive/shares/{id}: turns a link off; it then answers 410.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { revokeShare } from '@/lib/ops/drive/shares';

export const DELETE = withAuth('artist', { params: idParams }, ({ user, params }) => revokeShare(user, params.id));
