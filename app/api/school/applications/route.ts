// POST /api/school/applications: apply to a program (public). GET: the admins' list with filters, newest first,
// `?cursor=&limit=` pages.
import { created, publicRoute, withAuth } from '@/lib/platform/http/with-auth';
import { listApplications, submitApplication } from '@/lib/school/applications';
import { applicationList, applicationSubmit } from '@/lib/school/contract';

export const POST = publicRoute({ ...applicationSubmit, maxBodyBytes: 16 * 1024 }, async ({ body }) =>
  created(await submitApplication(body)),
);

export const GET = withAuth('admin', applicationList, ({ user, query }) => listApplications(user, query));
