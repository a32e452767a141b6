// GET /api/brain/analytics: the Stats tab and the memory-count badge.
import { withAuth } from '@/lib/platform/http/with-auth';
import { analyticsRead } from '@/lib/brain/contract';
import { memoryAnalytics } from '@/lib/brain/memories';

export const GET = withAuth('admin', analyticsRead, ({ user, query }) =>
  memoryAnalytics({ userId: user.id, teamId: query.teamId }),
);
