// DELETE /api/drive/shares/{id}: turns a link off; it then answers 410.
import { withAuth } from '@/lib/http';
import { idParams } from '@/lib/params';
import { revokeShare } from '@/lib/drive/shares';

export const DELETE = withAuth('artist', { params: idParams }, ({ user, params }) => revokeShare(user, params.id));
