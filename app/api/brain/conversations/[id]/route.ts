// DELETE /api/brain/conversations/{id}: one of the admin's own conversations.
import { withAuth } from '@/lib/platform/http/with-auth';
import { conversationDelete } from '@/lib/brain/contract';
import { deleteConversation } from '@/lib/brain/conversations';
import { idParam } from '@/lib/brain/route-params';
import { idParams } from '@/lib/platform/http/params';

export const DELETE = withAuth('admin', { ...conversationDelete, params: idParams }, ({ user, params }) =>
  deleteConversation(idParam(params), user.id),
);
