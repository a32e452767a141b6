// POST /api/school/applications: apply to a program (public). GET: the admins' list with filters, newest first,
// `?cursor=&limit=` pages.
import { created, publicRoute, withAuth } from '@/lib/platform/http/with-auth';
import { applicationQuerySchema, applicationSchema } from '@/lib/school/schema';
import { listApplications, submitApplication } from '@/lib/school/applications';

export const POST = publicRoute({ body: applicationSchema, maxBodyBytes: 16 * 1024 }, async ({ body }) =>
  created(await submitApplication(body)),
);

export const GET = withAuth('admin', { query: applicationQuerySchema }, ({ user, query }) =>
  listApplications(user, query),
);
