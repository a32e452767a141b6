// POST /api/school/lessons: the lesson builder's first Save Draft or Publish.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { lessonSaveSchema } from '@/lib/school/schema';
import { saveLesson } from '@/lib/school/courses';

export const POST = withAuth('admin', { body: lessonSaveSchema, maxBodyBytes: 512 * 1024 }, async ({ user, body }) =>
  created(await saveLesson(user, null, body)),
);
