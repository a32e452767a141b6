// GET /api/distribution/overview: live counts of the pipeline (releases per status, deliveries per state).
import { withAuth } from '@/lib/http';
import { pipelineCounts } from '@/lib/distribution/stats';

export const GET = withAuth('admin', {}, () => pipelineCounts());
