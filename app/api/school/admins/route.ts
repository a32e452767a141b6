// GET /api/school/admins: admins an application can be assigned to.
import { withAuth } from '@/lib/platform/http/with-auth';
import { listAssignableAdmins } from '@/lib/school/applications';
import { assignableAdmins } from '@/lib/school/contract';

export const GET = withAuth('admin', assignableAdmins, () => listAssignableAdmins());
