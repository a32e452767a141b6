// GET /api/school/lessons/{id}: the lesson for the builder (answers included). PUT: save draft/publish. DELETE.
import { withAuth } from '@/lib/http';
import { lessonSaveSchema } from '@/lib/school/schema';
import { deleteLesson, lessonForEditor, saveLesson } from '@/lib/school/courses';

export const GET = withAuth('admin', {}, ({ params }) => lessonForEditor(String(params.id)));

export const PUT = withAuth('admin', { body: lessonSaveSchema, maxBodyBytes: 512 * 1024 }, ({ user, params, body }) =>
  saveLesson(user, String(params.id), body),
);

export const DELETE = withAuth('admin', {}, ({ user, params }) => deleteLesson(user, String(params.id)));
