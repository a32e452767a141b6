// GET /api/stats: the command center's platform figures (spec §3 Stats).
import { withAuth } from '@/lib/http';
import { platformStats } from '@/lib/dashboard/stats';

export const GET = withAuth('admin', {}, () => platformStats());
