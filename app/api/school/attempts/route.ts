// GET /api/school/attempts: attempts waiting for an instructor's essay grades, a page at a time.
import { withAuth } from '@/lib/platform/http/with-auth';
import { attemptsAwaitingReview } from '@/lib/school/quizzes';
import { attemptsForReview } from '@/lib/school/contract';

export const GET = withAuth('admin', attemptsForReview, ({ query }) => attemptsAwaitingReview(query));
