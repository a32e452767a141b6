// POST /api/school/submissions/{id}/grade: grade with feedback; the student sees it.
import { withAuth } from '@/lib/platform/http/with-auth';
import { gradeSubmission } from '@/lib/school/assignments';
import { idParams } from '@/lib/platform/http/params';
import { submissionGrade } from '@/lib/school/contract';

export const POST = withAuth('admin', { ...submissionGrade, params: idParams }, ({ user, params, body }) =>
  gradeSubmission(user, params.id, body),
);
