// POST /api/school/attempts/{id}/grade: an instructor grades the essays of an attempt.
import { withAuth } from '@/lib/platform/http/with-auth';
import { gradeEssays } from '@/lib/school/quizzes';
import { idParams } from '@/lib/platform/http/params';
import { attemptGrade } from '@/lib/school/contract';

export const POST = withAuth('admin', { ...attemptGrade, params: idParams }, ({ user, params, body }) =>
  gradeEssays(user, params.id, body.grades),
);
