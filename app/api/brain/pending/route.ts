// GET /api/brain/pending: pending ideas, lessons, fixes and tasks (search, type filter), `limit` (50) a page,
// `cursor` the next.
import { withAuth } from '@/lib/platform/http/with-auth';
import { pendingListSchema } from '@/lib/brain/schema';
import { listPending } from '@/lib/brain/pending';

export const GET = withAuth('admin', { query: pendingListSchema }, ({ query }) => listPending(query.ns, query));
