// GET /api/support/stats (staff): response-time figures of the last 30 days.
import { withAuth } from '@/lib/platform/http/with-auth';
import { ticketStats } from '@/lib/comms/contract';
import { supportStats } from '@/lib/comms/support/staff';

export const GET = withAuth('admin', ticketStats, () => supportStats());
