// POST /api/school/attempts/{id}/submit: grade on the server; score, pass and per-question feedback.
import { withAuth } from '@/lib/platform/http/with-auth';
import { submitAttempt } from '@/lib/school/quiz-grading';
import { idParams } from '@/lib/platform/http/params';
import { attemptSubmit } from '@/lib/school/contract';

export const POST = withAuth(
  'student',
  { ...attemptSubmit, params: idParams, maxBodyBytes: 512 * 1024 },
  ({ user, params, body }) => submitAttempt(user, params.id, body.answers),
);
