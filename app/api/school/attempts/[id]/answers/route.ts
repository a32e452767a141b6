// PUT /api/school/attempts/{id}/answers: autosave one answer while the time runs.
import { withAuth } from '@/lib/http';
import { answerSaveSchema } from '@/lib/school/schema';
import { saveAnswer } from '@/lib/school/quizzes';
import { idParams } from '@/lib/params';

export const PUT = withAuth('student', { params: idParams, body: answerSaveSchema }, ({ user, params, body }) =>
  saveAnswer(user, params.id, body),
);
