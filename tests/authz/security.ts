// Authorization of the trust-edges routes (issue 13, edges half).
import { api, type AuthzEntry } from './types';

export const trustEdgesRoutes: AuthzEntry[] = [
  ...api('security/edge-settings', { GET: 'superAdmin', PATCH: 'superAdmin' }),
];
