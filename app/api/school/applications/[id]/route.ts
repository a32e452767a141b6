// GET /api/school/applications/{id}: one application with its decision history. PATCH: priority, assignee.
import { withAuth } from '@/lib/platform/http/with-auth';
import { getApplication, updateApplication } from '@/lib/school/applications';
import { idParams } from '@/lib/platform/http/params';
import { applicationRead, applicationUpdate } from '@/lib/school/contract';

export const GET = withAuth('admin', { ...applicationRead, params: idParams }, ({ params }) =>
  getApplication(params.id),
);

export const PATCH = withAuth('admin', { ...applicationUpdate, params: idParams }, ({ user, params, body }) =>
  updateApplication(user, params.id, body),
);
