// GET /api/ops/health: latest result of each check and the incidents. POST: run the checks now.
import { withAuth } from '@/lib/platform/http/with-auth';
import { healthOverview, healthRun } from '@/lib/ops/contract';
import { getHealthOverview, runHealthChecks } from '@/lib/ops/health/service';

export const GET = withAuth('admin', healthOverview, () => getHealthOverview());

export const POST = withAuth('admin', healthRun, async () => ({ results: await runHealthChecks() }));
