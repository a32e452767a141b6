// GET /api/health/ready: database reachable, migrations applied, job queue installed. 503 when not ready.
import { publicRoute } from '@/lib/platform/http/with-auth';
import { readiness } from '@/lib/ops/health/service';

export const dynamic = 'force-dynamic';

export const GET = publicRoute({}, async () => {
  const r = await readiness();
  return Response.json(r, { status: r.ready ? 200 : 503, headers: { 'cache-control': 'no-store' } });
});
