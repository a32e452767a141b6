// GET /api/royalties/unmatched: the review queue of statement rows that matched no track or release.
import { withAuth } from '@/lib/platform/http/with-auth';
import { unmatchedList } from '@/lib/royalties/contract';
import { listUnmatched } from '@/lib/royalties/unmatched-queue';

export const GET = withAuth('admin', unmatchedList, ({ query }) => listUnmatched(query));
