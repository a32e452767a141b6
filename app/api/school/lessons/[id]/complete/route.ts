// POST /api/school/lessons/{id}/complete: mark a lesson done (a lesson with a quiz needs a pass).
import { withAuth } from '@/lib/platform/http/with-auth';
import { completeLesson } from '@/lib/school/learning';
import { idParams } from '@/lib/platform/http/params';
import { lessonComplete } from '@/lib/school/contract';

export const POST = withAuth('student', { ...lessonComplete, params: idParams }, ({ user, params }) =>
  completeLesson(user, params.id),
);
