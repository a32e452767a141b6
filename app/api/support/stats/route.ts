// GET /api/support/stats (staff): response-time figures of the last 30 days.
import { withAuth } from '@/lib/http';
import { supportStats } from '@/lib/support/staff';

export const GET = withAuth('admin', {}, () => supportStats());
