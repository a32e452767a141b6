// GET /api/health/live: the process is up (no database call), for load balancers and orchestrators.
import { publicRoute } from '@/lib/platform/http/with-auth';

export const dynamic = 'force-dynamic';

export const GET = publicRoute({}, () =>
  Response.json(
    { status: 'ok', uptimeSeconds: Math.round(process.uptime()) },
    { headers: { 'cache-control': 'no-store' } },
  ),
);
