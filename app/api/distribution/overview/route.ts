// GET /api/distribution/overview: live counts of the pipeline (releases per status, deliveries per state).
import { withAuth } from '@/lib/platform/http/with-auth';
import { pipelineCounts } from '@/lib/distribution/stats';
import { pipelineOverview } from '@/lib/distribution/contract';

export const GET = withAuth('admin', pipelineOverview, () => pipelineCounts());
