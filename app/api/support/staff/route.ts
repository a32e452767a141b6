// GET /api/support/staff (staff): who tickets can be assigned to.
import { withAuth } from '@/lib/http';
import { staffMembers } from '@/lib/support/staff';

export const GET = withAuth('admin', {}, async () => ({ items: await staffMembers() }));
