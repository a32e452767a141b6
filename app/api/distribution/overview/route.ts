// GET /api/distribution/overview: live counts of the pipeline (releases per status, deliveries per state).
import { withAuth } from '@/lib/platform/http/with-auth';
import { pipelineCounts } from '@/lib/distribution/stats';

export const GET = withAuth('admin', {}, () => pipelineCounts());
