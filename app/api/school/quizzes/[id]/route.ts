// GET /api/school/quizzes/{id}: the questions without answers, and the learner's open attempt.
import { withAuth } from '@/lib/http';
import { quizForStudent } from '@/lib/school/quizzes';

export const GET = withAuth('student', {}, ({ user, params }) => quizForStudent(user, String(params.id)));
