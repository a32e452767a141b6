// The whole authorization matrix: every area adds its file here.
import type { AuthzEntry } from './types';
import { foundationRoutes } from './foundation';
// -- distribution import

// -- royalties import

// -- command import
import { commandRoutes } from './command';

// -- brain import

// -- school import

// -- end of imports

export type { AuthzEntry };

export const authzMatrix: AuthzEntry[] = [
  ...foundationRoutes,
  // -- distribution

  // -- royalties

  // -- command
  ...commandRoutes,

  // -- brain

  // -- school

  // -- end
];
