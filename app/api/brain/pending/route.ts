// GET /api/brain/pending: pending ideas, lessons, fixes and tasks (search, type filter), `limit` (50) a page,
// `cursor` the next.
import { withAuth } from '@/lib/platform/http/with-auth';
import { pendingList } from '@/lib/brain/contract';
import { listPending } from '@/lib/brain/pending';

export const GET = withAuth('admin', pendingList, ({ query }) => listPending(query.ns, query));
