// POST /api/school/submissions/{id}/grade: grade with feedback; the student sees it.
import { withAuth } from '@/lib/http';
import { submissionGradeSchema } from '@/lib/school/schema';
import { gradeSubmission } from '@/lib/school/assignments';

export const POST = withAuth('admin', { body: submissionGradeSchema }, ({ user, params, body }) =>
  gradeSubmission(user, String(params.id), body),
);
