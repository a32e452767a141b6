// POST /api/school/lessons: the lesson builder's first Save Draft or Publish.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { saveLesson } from '@/lib/school/courses';
import { lessonCreate } from '@/lib/school/contract';

export const POST = withAuth('admin', { ...lessonCreate, maxBodyBytes: 512 * 1024 }, async ({ user, body }) =>
  created(await saveLesson(user, null, body)),
);
