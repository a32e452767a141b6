// POST /api/school/students/{id}/notes: a staff note on a student.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { addNote } from '@/lib/school/students';
import { idParams } from '@/lib/platform/http/params';
import { studentNoteAdd } from '@/lib/school/contract';

export const POST = withAuth('admin', { ...studentNoteAdd, params: idParams }, async ({ user, params, body }) =>
  created(await addNote(user, params.id, body.body)),
);
