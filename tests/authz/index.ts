// The whole authorization matrix: every area adds its file here.
import type { AuthzEntry } from './types';
import { foundationRoutes } from './foundation';
// -- distribution import

// -- royalties import

// -- command import

// -- brain import
import { brainRoutes } from './brain';

// -- school import

// -- end of imports

export type { AuthzEntry };

export const authzMatrix: AuthzEntry[] = [
  ...foundationRoutes,
  // -- distribution

  // -- royalties

  // -- command

  // -- brain
  ...brainRoutes,

  // -- school

  // -- end
];
