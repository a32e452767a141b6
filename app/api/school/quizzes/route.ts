// GET /api/school/quizzes: the quizzes the signed-in learner can take.
import { withAuth } from '@/lib/platform/http/with-auth';
import { listQuizzesForStudent } from '@/lib/school/quizzes';

export const GET = withAuth('student', {}, ({ user }) => listQuizzesForStudent(user));
