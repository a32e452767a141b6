// Authorization of the operations area's route handlers.
import type { AuthzEntry } from './types';

const id = { id: 'missing' };

export const opsRoutes: AuthzEntry[] = [
  // Load balancers and orchestrators call these without a session.
  { file: 'app/api/health/live/route.ts', method: 'GET', access: 'public' },
  { file: 'app/api/health/ready/route.ts', method: 'GET', access: 'public' },
  { file: 'app/api/ops/health/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/ops/health/route.ts', method: 'POST', access: 'admin' },
  { file: 'app/api/ops/health/history/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/ops/integrations/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/ops/integrations/[name]/probe/route.ts', method: 'POST', access: 'admin', params: { name: 'smtp' } },
  { file: 'app/api/ops/store-transports/[id]/route.ts', method: 'GET', access: 'admin', params: id },
  { file: 'app/api/ops/store-transports/[id]/route.ts', method: 'PUT', access: 'admin', params: id },
  { file: 'app/api/ops/store-transports/[id]/route.ts', method: 'DELETE', access: 'admin', params: id },
];
