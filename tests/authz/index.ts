// The whole authorization matrix: every area adds its file here.
import type { AuthzEntry } from './types';
import { foundationRoutes } from './foundation';
// -- distribution import

// -- royalties import

// -- command import

// -- brain import

// -- school import
import { schoolRoutes } from './school';

// -- end of imports

export type { AuthzEntry };

export const authzMatrix: AuthzEntry[] = [
  ...foundationRoutes,
  // -- distribution

  // -- royalties

  // -- command

  // -- brain

  // -- school
  ...schoolRoutes,

  // -- end
];
