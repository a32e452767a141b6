// Authorization of the trust-edges routes (issue 13, edges half).
import type { AuthzEntry } from './types';

export const trustEdgesRoutes: AuthzEntry[] = [
  { file: 'app/api/security/edge-settings/route.ts', method: 'GET', access: 'superAdmin' },
  { file: 'app/api/security/edge-settings/route.ts', method: 'PATCH', access: 'superAdmin' },
];
