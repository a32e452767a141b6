// GET /api/support/staff (staff): who tickets can be assigned to.
import { withAuth } from '@/lib/platform/http/with-auth';
import { staffList } from '@/lib/comms/contract';
import { staffMembers } from '@/lib/comms/support/staff';

export const GET = withAuth('admin', staffList, async () => ({ items: await staffMembers() }));
