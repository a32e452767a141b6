// DELETE /api/brain/conversations/{id}: one of the admin's own conversations.
import { withAuth } from '@/lib/platform/http/with-auth';
import { deleteConversation } from '@/lib/brain/conversations';
import { idParam } from '@/lib/brain/route-params';
import { idParams } from '@/lib/platform/http/params';

export const DELETE = withAuth('admin', { params: idParams }, ({ user, params }) =>
  deleteConversation(idParam(params), user.id),
);
