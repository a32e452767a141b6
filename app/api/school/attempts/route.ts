// GET /api/school/attempts: attempts waiting for an instructor's essay grades.
import { withAuth } from '@/lib/http';
import { attemptsAwaitingReview } from '@/lib/school/quizzes';

export const GET = withAuth('admin', {}, () => attemptsAwaitingReview());
