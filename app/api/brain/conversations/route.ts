// GET /api/brain/conversations: the signed-in admin's conversations with message counts, a page at a time.
import { withAuth } from '@/lib/platform/http/with-auth';
import { conversationList } from '@/lib/brain/contract';
import { listConversations } from '@/lib/brain/conversations';

export const GET = withAuth('admin', conversationList, ({ user, query }) => listConversations(user.id, query));
