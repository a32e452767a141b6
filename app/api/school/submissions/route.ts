// GET /api/school/submissions?ungraded=1: assignment submissions for instructors.
import { z } from 'zod';
import { withAuth } from '@/lib/http';
import { listSubmissions } from '@/lib/school/assignments';

export const GET = withAuth('admin', { query: z.object({ ungraded: z.enum(['0', '1']).optional() }) }, ({ query }) =>
  listSubmissions({ ungraded: query.ungraded === '1' }),
);
