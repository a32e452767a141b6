// GET: the artist dashboard's category cards (active ones; admins may ask for all with ?all=1).
import { withAuth } from '@/lib/platform/http/with-auth';
import { isAdminRole } from '@/lib/platform/auth/roles';
import { listCategories } from '@/lib/command/dashboard-catalog-service';
import { dashboardCategoryList } from '@/lib/command/contract';

export const GET = withAuth('artist', dashboardCategoryList, ({ user, query }) =>
  listCategories(query.all === '1' && isAdminRole(user.role)),
);
