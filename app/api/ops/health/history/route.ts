// GET /api/ops/health/history?range=24h|7d: chart series of the stored checks.
import { withAuth } from '@/lib/platform/http/with-auth';
import { healthHistoryQuery } from '@/lib/ops/schema';
import { getHealthHistory } from '@/lib/ops/health/service';

export const GET = withAuth('admin', { query: healthHistoryQuery }, ({ query }) => getHealthHistory(query.range));
