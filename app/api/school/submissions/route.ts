// GET /api/school/submissions?ungraded=1&cursor=&limit=: assignment submissions for instructors, a page at a time.
import { withAuth } from '@/lib/platform/http/with-auth';
import { submissionsQuerySchema } from '@/lib/school/schema';
import { listSubmissions } from '@/lib/school/assignments';

export const GET = withAuth('admin', { query: submissionsQuerySchema }, ({ query }) =>
  listSubmissions({ ...query, ungraded: query.ungraded === '1' }),
);
