// DELETE /api/brain/conversations/{id}: one of the admin's own conversations.
import { withAuth } from '@/lib/http';
import { deleteConversation } from '@/lib/brain/conversations';
import { idParam } from '@/lib/brain/route-params';

export const DELETE = withAuth('admin', {}, ({ user, params }) => deleteConversation(idParam(params), user.id));
