// GET /api/school/lessons/{id}: the lesson for the builder (answers included). PUT: save draft/publish. DELETE.
import { withAuth } from '@/lib/platform/http/with-auth';
import { lessonSaveSchema } from '@/lib/school/schema';
import { deleteLesson, lessonForEditor, saveLesson } from '@/lib/school/courses';
import { idParams } from '@/lib/platform/http/params';

export const GET = withAuth('admin', { params: idParams }, ({ params }) => lessonForEditor(params.id));

export const PUT = withAuth(
  'admin',
  { params: idParams, body: lessonSaveSchema, maxBodyBytes: 512 * 1024 },
  ({ user, params, body }) => saveLesson(user, params.id, body),
);

export const DELETE = withAuth('admin', { params: idParams }, ({ user, params }) => deleteLesson(user, params.id));
