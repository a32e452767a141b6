// POST /api/school/attempts/{id}/grade: an instructor grades the essays of an attempt.
import { withAuth } from '@/lib/http';
import { essayGradeSchema } from '@/lib/school/schema';
import { gradeEssays } from '@/lib/school/quizzes';
import { idParams } from '@/lib/params';

export const POST = withAuth('admin', { params: idParams, body: essayGradeSchema }, ({ user, params, body }) =>
  gradeEssays(user, params.id, body.grades),
);
