// GET /api/services/dashboard?tab=&cursor=&limit=: the staff queue (open orders of one status, or the overdue
// ones) a page at a time with their age and SLA, and the counts, assignment and revenue per service.
import { withAuth } from '@/lib/platform/http/with-auth';
import { serviceDashboard } from '@/lib/services/dashboard';
import { dashboardRead } from '@/lib/services/contract';

export const GET = withAuth('admin', dashboardRead, ({ query }) => serviceDashboard(query));
