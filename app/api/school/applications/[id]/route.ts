// GET /api/school/applications/{id}: one application with its decision history. PATCH: priority, assignee.
import { withAuth } from '@/lib/platform/http/with-auth';
import { applicationUpdateSchema } from '@/lib/school/schema';
import { getApplication, updateApplication } from '@/lib/school/applications';
import { idParams } from '@/lib/platform/http/params';

export const GET = withAuth('admin', { params: idParams }, ({ params }) => getApplication(params.id));

export const PATCH = withAuth('admin', { params: idParams, body: applicationUpdateSchema }, ({ user, params, body }) =>
  updateApplication(user, params.id, body),
);
