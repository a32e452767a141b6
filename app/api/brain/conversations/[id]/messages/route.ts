// GET /api/brain/conversations/{id}/messages: the messages of one of the admin's conversations.
import { withAuth } from '@/lib/platform/http/with-auth';
import { conversationHistory } from '@/lib/brain/contract';
import { conversationMessages } from '@/lib/brain/conversations';
import { idParam } from '@/lib/brain/route-params';
import { idParams } from '@/lib/platform/http/params';

export const GET = withAuth('admin', { ...conversationHistory, params: idParams }, ({ user, params }) =>
  conversationMessages(idParam(params), user.id),
);
