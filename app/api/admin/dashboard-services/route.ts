// POST: a new tool link in an artist dashboard category.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { createService } from '@/lib/command/dashboard-catalog-service';
import { dashboardServiceCreate } from '@/lib/command/contract';

export const POST = withAuth('admin', dashboardServiceCreate, async ({ user, body }) =>
  created(await createService(user.id, body)),
);
