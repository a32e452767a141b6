// GET /api/school/attempts/{id}: a submitted attempt's result with explanations.
import { withAuth } from '@/lib/http';
import { attemptResult } from '@/lib/school/quizzes';

export const GET = withAuth('student', {}, ({ user, params }) => attemptResult(user, String(params.id)));
