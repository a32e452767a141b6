// GET /api/school/lessons/{id}/learn: a published lesson for an enrolled learner (Markdown rendered safely).
import { withAuth } from '@/lib/platform/http/with-auth';
import { lessonForStudent } from '@/lib/school/learning';
import { idParams } from '@/lib/platform/http/params';

export const GET = withAuth('student', { params: idParams }, ({ user, params }) => lessonForStudent(user, params.id));
