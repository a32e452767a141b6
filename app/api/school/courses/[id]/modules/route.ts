// POST /api/school/courses/{id}/modules: add a module at the end of a course.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { moduleCreateSchema } from '@/lib/school/schema';
import { createModule } from '@/lib/school/courses';
import { idParams } from '@/lib/platform/http/params';

export const POST = withAuth('admin', { params: idParams, body: moduleCreateSchema }, async ({ user, params, body }) =>
  created(await createModule(user, params.id, body.title)),
);
