// POST /api/school/attempts/{id}/grade: an instructor grades the essays of an attempt.
import { withAuth } from '@/lib/platform/http/with-auth';
import { essayGradeSchema } from '@/lib/school/schema';
import { gradeEssays } from '@/lib/school/quizzes';
import { idParams } from '@/lib/platform/http/params';

export const POST = withAuth('admin', { params: idParams, body: essayGradeSchema }, ({ user, params, body }) =>
  gradeEssays(user, params.id, body.grades),
);
