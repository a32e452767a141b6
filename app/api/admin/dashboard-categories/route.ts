// POST: a new artist dashboard category.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { createCategory } from '@/lib/command/dashboard-catalog-service';
import { dashboardCategoryCreate } from '@/lib/command/contract';

export const POST = withAuth('admin', dashboardCategoryCreate, async ({ user, body }) =>
  created(await createCategory(user.id, body)),
);
