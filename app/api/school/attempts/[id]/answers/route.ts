// PUT /api/school/attempts/{id}/answers: autosave one answer while the time runs.
import { withAuth } from '@/lib/platform/http/with-auth';
import { answerSaveSchema } from '@/lib/school/schema';
import { saveAnswer } from '@/lib/school/quizzes';
import { idParams } from '@/lib/platform/http/params';

export const PUT = withAuth('student', { params: idParams, body: answerSaveSchema }, ({ user, params, body }) =>
  saveAnswer(user, params.id, body),
);
