// GET /api/school/quizzes/{id}: the questions without answers, and the learner's open attempt.
import { withAuth } from '@/lib/http';
import { quizForStudent } from '@/lib/school/quizzes';
import { idParams } from '@/lib/params';

export const GET = withAuth('student', { params: idParams }, ({ user, params }) => quizForStudent(user, params.id));
