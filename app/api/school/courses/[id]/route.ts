// PATCH /api/school/courses/{id}: title, description, draft/published (publishing enrols the program's students).
import { withAuth } from '@/lib/platform/http/with-auth';
import { courseUpdateSchema } from '@/lib/school/schema';
import { updateCourse } from '@/lib/school/courses';
import { idParams } from '@/lib/platform/http/params';

export const PATCH = withAuth('admin', { params: idParams, body: courseUpdateSchema }, ({ user, params, body }) =>
  updateCourse(user, params.id, body),
);
