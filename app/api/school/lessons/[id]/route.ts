// GET /api/school/lessons/{id}: the lesson for the builder (answers included). PUT: save draft/publish. DELETE.
import { withAuth } from '@/lib/platform/http/with-auth';
import { deleteLesson, lessonForEditor, saveLesson } from '@/lib/school/courses';
import { idParams } from '@/lib/platform/http/params';
import { lessonDelete, lessonRead, lessonSave } from '@/lib/school/contract';

export const GET = withAuth('admin', { ...lessonRead, params: idParams }, ({ params }) => lessonForEditor(params.id));

export const PUT = withAuth(
  'admin',
  { ...lessonSave, params: idParams, maxBodyBytes: 512 * 1024 },
  ({ user, params, body }) => saveLesson(user, params.id, body),
);

export const DELETE = withAuth('admin', { ...lessonDelete, params: idParams }, ({ user, params }) =>
  deleteLesson(user, params.id),
);
