// POST /api/ops/integrations/{name}/probe: "test now" for one integration.
import { withAuth } from '@/lib/platform/http/with-auth';
import { integrationParams } from '@/lib/ops/schema';
import { integrationProbe } from '@/lib/ops/contract';
import { probeIntegration } from '@/lib/ops/integrations/probes';

export const POST = withAuth('admin', { ...integrationProbe, params: integrationParams }, ({ params }) =>
  probeIntegration(params.name),
);
