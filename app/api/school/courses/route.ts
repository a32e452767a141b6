// GET /api/school/courses: every course with modules and lessons (staff). POST: a new course.
import { created, withAuth } from '@/lib/http';
import { courseCreateSchema } from '@/lib/school/schema';
import { createCourse, listCoursesForStaff } from '@/lib/school/courses';

export const GET = withAuth('admin', {}, () => listCoursesForStaff());

export const POST = withAuth('admin', { body: courseCreateSchema }, async ({ user, body }) =>
  created(await createCourse(user, body)),
);
