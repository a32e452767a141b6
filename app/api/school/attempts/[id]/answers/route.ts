// PUT /api/school/attempts/{id}/answers: autosave one answer while the time runs.
import { withAuth } from '@/lib/http';
import { answerSaveSchema } from '@/lib/school/schema';
import { saveAnswer } from '@/lib/school/quizzes';

export const PUT = withAuth('student', { body: answerSaveSchema }, ({ user, params, body }) =>
  saveAnswer(user, String(params.id), body),
);
