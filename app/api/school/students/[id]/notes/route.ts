// POST /api/school/students/{id}/notes: a staff note on a student.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { noteSchema } from '@/lib/school/schema';
import { addNote } from '@/lib/school/students';
import { idParams } from '@/lib/platform/http/params';

export const POST = withAuth('admin', { params: idParams, body: noteSchema }, async ({ user, params, body }) =>
  created(await addNote(user, params.id, body.body)),
);
