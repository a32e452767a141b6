// GET /api/brain/conversations: the signed-in admin's conversations with message counts.
import { withAuth } from '@/lib/http';
import { adminQuerySchema } from '@/lib/brain/schema';
import { listConversations } from '@/lib/brain/conversations';

export const GET = withAuth('admin', { query: adminQuerySchema }, ({ user }) => listConversations(user.id));
