// GET /api/ops/integrations: every external integration with its calls, error rate and latency (24 h).
import { withAuth } from '@/lib/platform/http/with-auth';
import { integrationStats } from '@/lib/ops/contract';
import { getIntegrationStats } from '@/lib/ops/integrations/service';

export const GET = withAuth('admin', integrationStats, () => getIntegrationStats());
