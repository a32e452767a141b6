// GET: the artist dashboard's tool links (active ones; admins may ask for all with ?all=1).
import { withAuth } from '@/lib/platform/http/with-auth';
import { isAdminRole } from '@/lib/platform/auth/roles';
import { listServices } from '@/lib/command/dashboard-catalog-service';
import { dashboardServiceList } from '@/lib/command/contract';

export const GET = withAuth('artist', dashboardServiceList, ({ user, query }) =>
  listServices(query.all === '1' && isAdminRole(user.role)),
);
