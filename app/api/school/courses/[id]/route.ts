// PATCH /api/school/courses/{id}: title, description, draft/published (publishing enrols the program's students).
import { withAuth } from '@/lib/platform/http/with-auth';
import { updateCourse } from '@/lib/school/courses';
import { idParams } from '@/lib/platform/http/params';
import { courseUpdate } from '@/lib/school/contract';

export const PATCH = withAuth('admin', { ...courseUpdate, params: idParams }, ({ user, params, body }) =>
  updateCourse(user, params.id, body),
);
