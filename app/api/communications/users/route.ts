// GET /api/communications/users?q= (staff): find a person to message.
import { withAuth } from '@/lib/platform/http/with-auth';
import { userSearch } from '@/lib/comms/contract';
import { searchUsers } from '@/lib/comms/announcements';

export const GET = withAuth('admin', userSearch, async ({ query }) => ({
  items: await searchUsers(query.q),
}));
