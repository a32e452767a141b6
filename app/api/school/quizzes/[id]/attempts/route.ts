// POST /api/school/quizzes/{id}/attempts: start an attempt (the time limit runs from now, on the server).
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { startAttempt } from '@/lib/school/quizzes';
import { idParams } from '@/lib/platform/http/params';
import { attemptStart } from '@/lib/school/contract';

export const POST = withAuth('student', { ...attemptStart, params: idParams }, async ({ user, params }) =>
  created(await startAttempt(user, params.id)),
);
