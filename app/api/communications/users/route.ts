// GET /api/communications/users?q= (staff): find a person to message.
import { withAuth } from '@/lib/platform/http/with-auth';
import { userSearchSchema } from '@/lib/comms/schema';
import { searchUsers } from '@/lib/comms/announcements';

export const GET = withAuth('admin', { query: userSearchSchema }, async ({ query }) => ({
  items: await searchUsers(query.q),
}));
