// GET /api/brain/conversations/{id}/messages: the messages of one of the admin's conversations.
import { withAuth } from '@/lib/http';
import { conversationMessages } from '@/lib/brain/conversations';
import { idParam } from '@/lib/brain/route-params';

export const GET = withAuth('admin', {}, ({ user, params }) => conversationMessages(idParam(params), user.id));
