// POST /api/school/courses/{id}/modules: add a module at the end of a course.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { createModule } from '@/lib/school/courses';
import { idParams } from '@/lib/platform/http/params';
import { moduleCreate } from '@/lib/school/contract';

export const POST = withAuth('admin', { ...moduleCreate, params: idParams }, async ({ user, params, body }) =>
  created(await createModule(user, params.id, body.title)),
);
