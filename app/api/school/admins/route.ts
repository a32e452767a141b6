// GET /api/school/admins: admins an application can be assigned to.
import { withAuth } from '@/lib/http';
import { listAssignableAdmins } from '@/lib/school/applications';

export const GET = withAuth('admin', {}, () => listAssignableAdmins());
