// GET /api/school/quizzes/{id}: the questions without answers, and the learner's open attempt.
import { withAuth } from '@/lib/platform/http/with-auth';
import { quizForStudent } from '@/lib/school/quizzes';
import { idParams } from '@/lib/platform/http/params';
import { quizForStudentRead } from '@/lib/school/contract';

export const GET = withAuth('student', { ...quizForStudentRead, params: idParams }, ({ user, params }) =>
  quizForStudent(user, params.id),
);
