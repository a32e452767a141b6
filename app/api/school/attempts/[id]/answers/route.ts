// PUT /api/school/attempts/{id}/answers: autosave one answer while the time runs.
import { withAuth } from '@/lib/platform/http/with-auth';
import { saveAnswer } from '@/lib/school/quizzes';
import { idParams } from '@/lib/platform/http/params';
import { answerSave } from '@/lib/school/contract';

export const PUT = withAuth('student', { ...answerSave, params: idParams }, ({ user, params, body }) =>
  saveAnswer(user, params.id, body),
);
