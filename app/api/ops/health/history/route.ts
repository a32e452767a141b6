// GET /api/ops/health/history?range=24h|7d: chart series of the stored checks.
import { withAuth } from '@/lib/platform/http/with-auth';
import { healthHistory } from '@/lib/ops/contract';
import { getHealthHistory } from '@/lib/ops/health/service';

export const GET = withAuth('admin', healthHistory, ({ query }) => getHealthHistory(query.range));
