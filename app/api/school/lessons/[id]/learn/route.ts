// GET /api/school/lessons/{id}/learn: a published lesson for an enrolled learner (Markdown rendered safely).
import { withAuth } from '@/lib/http';
import { lessonForStudent } from '@/lib/school/learning';

export const GET = withAuth('student', {}, ({ user, params }) => lessonForStudent(user, String(params.id)));
