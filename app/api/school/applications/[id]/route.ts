// GET /api/school/applications/{id}: one application with its decision history. PATCH: priority, assignee.
import { withAuth } from '@/lib/http';
import { applicationUpdateSchema } from '@/lib/school/schema';
import { getApplication, updateApplication } from '@/lib/school/applications';

export const GET = withAuth('admin', {}, ({ params }) => getApplication(String(params.id)));

export const PATCH = withAuth('admin', { body: applicationUpdateSchema }, ({ user, params, body }) =>
  updateApplication(user, String(params.id), body),
);
