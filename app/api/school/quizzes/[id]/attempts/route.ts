// POST /api/school/quizzes/{id}/attempts: start an attempt (the time limit runs from now, on the server).
import { created, withAuth } from '@/lib/http';
import { startAttempt } from '@/lib/school/quizzes';

export const POST = withAuth('student', {}, async ({ user, params }) =>
  created(await startAttempt(user, String(params.id))),
);
