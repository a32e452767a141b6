// GET /api/royalties/unmatched: the review queue of statement rows that matched no track or release.
import { withAuth } from '@/lib/platform/http/with-auth';
import { unmatchedQuerySchema } from '@/lib/royalties/schema';
import { listUnmatched } from '@/lib/royalties/statements';

export const GET = withAuth('admin', { query: unmatchedQuerySchema }, ({ query }) => listUnmatched(query));
