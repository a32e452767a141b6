// POST /api/school/attempts/{id}/grade: an instructor grades the essays of an attempt.
import { withAuth } from '@/lib/http';
import { essayGradeSchema } from '@/lib/school/schema';
import { gradeEssays } from '@/lib/school/quizzes';

export const POST = withAuth('admin', { body: essayGradeSchema }, ({ user, params, body }) =>
  gradeEssays(user, String(params.id), body.grades),
);
