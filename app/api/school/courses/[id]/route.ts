// PATCH /api/school/courses/{id}: title, description, draft/published (publishing enrols the program's students).
import { withAuth } from '@/lib/http';
import { courseUpdateSchema } from '@/lib/school/schema';
import { updateCourse } from '@/lib/school/courses';

export const PATCH = withAuth('admin', { body: courseUpdateSchema }, ({ user, params, body }) =>
  updateCourse(user, String(params.id), body),
);
