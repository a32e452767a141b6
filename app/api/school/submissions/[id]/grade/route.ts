// POST /api/school/submissions/{id}/grade: grade with feedback; the student sees it.
import { withAuth } from '@/lib/platform/http/with-auth';
import { submissionGradeSchema } from '@/lib/school/schema';
import { gradeSubmission } from '@/lib/school/assignments';
import { idParams } from '@/lib/platform/http/params';

export const POST = withAuth('admin', { params: idParams, body: submissionGradeSchema }, ({ user, params, body }) =>
  gradeSubmission(user, params.id, body),
);
