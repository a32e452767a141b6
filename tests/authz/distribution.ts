// Authorization of the distribution area's route handlers.
import type { AuthzEntry } from './types';

export const distributionRoutes: AuthzEntry[] = [
  { file: 'app/api/releases/[id]/ern/route.ts', method: 'GET', access: 'artist', params: { id: 'missing' } },
];
