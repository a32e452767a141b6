// GET /api/school/courses: every course with modules and lessons (staff). POST: a new course.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { createCourse } from '@/lib/school/courses';
import { coursesAnswer } from '@/lib/command/cached-answers';
import { courseCreate, courseList } from '@/lib/school/contract';

// Cached until a course, module, lesson, quiz, assignment or enrolment write commits (lib/command/cached-answers.ts).
export const GET = withAuth('admin', courseList, () => coursesAnswer());

export const POST = withAuth('admin', courseCreate, async ({ user, body }) => created(await createCourse(user, body)));
