// GET /api/school/submissions?ungraded=1&cursor=&limit=: assignment submissions for instructors, a page at a time.
import { withAuth } from '@/lib/platform/http/with-auth';
import { listSubmissions } from '@/lib/school/assignments';
import { submissionList } from '@/lib/school/contract';

export const GET = withAuth('admin', submissionList, ({ query }) =>
  listSubmissions({ ...query, ungraded: query.ungraded === '1' }),
);
