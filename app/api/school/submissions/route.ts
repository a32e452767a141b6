// GET /api/school/submissions?ungraded=1: assignment submissions for instructors.
import { withAuth } from '@/lib/http';
import { submissionsQuerySchema } from '@/lib/school/schema';
import { listSubmissions } from '@/lib/school/assignments';

export const GET = withAuth('admin', { query: submissionsQuerySchema }, ({ query }) =>
  listSubmissions({ ungraded: query.ungraded === '1' }),
);
