// GET /api/school/attempts/{id}: a submitted attempt's result with explanations.
import { withAuth } from '@/lib/http';
import { attemptResult } from '@/lib/school/quizzes';
import { idParams } from '@/lib/params';

export const GET = withAuth('student', { params: idParams }, ({ user, params }) => attemptResult(user, params.id));
