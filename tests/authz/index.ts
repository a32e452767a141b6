// The whole authorization matrix: every area adds its file here.
import type { AuthzEntry } from './types';
import { foundationRoutes } from './foundation';

export type { AuthzEntry };

export const authzMatrix: AuthzEntry[] = [...foundationRoutes];
