// GET /api/school/attempts: attempts waiting for an instructor's essay grades, a page at a time.
import { withAuth } from '@/lib/platform/http/with-auth';
import { pageQuery } from '@/lib/platform/paging';
import { attemptsAwaitingReview } from '@/lib/school/quizzes';

export const GET = withAuth('admin', { query: pageQuery }, ({ query }) => attemptsAwaitingReview(query));
