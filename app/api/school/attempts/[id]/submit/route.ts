// POST /api/school/attempts/{id}/submit: grade on the server; score, pass and per-question feedback.
import { withAuth } from '@/lib/http';
import { attemptSubmitSchema } from '@/lib/school/schema';
import { submitAttempt } from '@/lib/school/quizzes';

export const POST = withAuth(
  'student',
  { body: attemptSubmitSchema, maxBodyBytes: 512 * 1024 },
  ({ user, params, body }) => submitAttempt(user, String(params.id), body.answers),
);
