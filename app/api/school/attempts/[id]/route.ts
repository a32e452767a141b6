// GET /api/school/attempts/{id}: a submitted attempt's result with explanations.
import { withAuth } from '@/lib/platform/http/with-auth';
import { attemptResult } from '@/lib/school/quizzes';
import { idParams } from '@/lib/platform/http/params';
import { attemptRead } from '@/lib/school/contract';

export const GET = withAuth('student', { ...attemptRead, params: idParams }, ({ user, params }) =>
  attemptResult(user, params.id),
);
