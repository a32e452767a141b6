// DELETE /api/brain/conversations/{id}: one of the admin's own conversations.
import { withAuth } from '@/lib/http';
import { deleteConversation } from '@/lib/brain/conversations';
import { idParam } from '@/lib/brain/route-params';
import { idParams } from '@/lib/params';

export const DELETE = withAuth('admin', { params: idParams }, ({ user, params }) =>
  deleteConversation(idParam(params), user.id),
);
