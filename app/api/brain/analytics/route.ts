// GET /api/brain/analytics: the Stats tab and the memory-count badge.
import { withAuth } from '@/lib/platform/http/with-auth';
import { adminQuerySchema } from '@/lib/brain/schema';
import { memoryAnalytics } from '@/lib/brain/memories';

export const GET = withAuth('admin', { query: adminQuerySchema }, ({ user, query }) =>
  memoryAnalytics({ userId: user.id, teamId: query.teamId }),
);
