// GET /api/school/courses: every course with modules and lessons (staff). POST: a new course.
import { created, withAuth } from '@/lib/http';
import { courseCreateSchema } from '@/lib/school/schema';
import { createCourse } from '@/lib/school/courses';
import { coursesAnswer } from '@/lib/cache/answers';

// Cached until a course, module, lesson, quiz, assignment or enrolment write commits (lib/cache/answers.ts).
export const GET = withAuth('admin', {}, () => coursesAnswer());

export const POST = withAuth('admin', { body: courseCreateSchema }, async ({ user, body }) =>
  created(await createCourse(user, body)),
);
