// GET: the artist dashboard's tool links (active ones; admins may ask for all with ?all=1).
import { withAuth } from '@/lib/platform/http/with-auth';
import { isAdminRole } from '@/lib/platform/auth/roles';
import { catalogListQuery } from '@/lib/command/dashboard-catalog-schema';
import { listServices } from '@/lib/command/dashboard-catalog-service';

export const GET = withAuth('artist', { query: catalogListQuery }, ({ user, query }) =>
  listServices(query.all === '1' && isAdminRole(user.role)),
);
