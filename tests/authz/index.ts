// The whole authorization matrix: every area adds its file here.
import type { AuthzEntry } from './types';
import { foundationRoutes } from './platform';
// -- distribution import
import { distributionRoutes } from './distribution';

// -- royalties import
import { royaltiesRoutes } from './royalties';

// -- command import
import { commandRoutes } from './command';

// -- brain import
import { brainRoutes } from './brain';

// -- school import
import { schoolRoutes } from './school';

// -- trust import
import { trustRoutes } from './accounts';
import { trustEdgesRoutes } from './security';

// -- rights import
import { rightsRoutes } from './rights';

// -- services import
import { servicesRoutes } from './services';

// -- comms import
import { commsRoutes } from './comms';

// -- ops import
import { opsRoutes } from './ops';

// -- experience import
import { experienceRoutes } from './review-and-quiz';

// -- end of imports

export type { AuthzEntry };

export const authzMatrix: AuthzEntry[] = [
  ...foundationRoutes,
  // -- distribution
  ...distributionRoutes,

  // -- royalties
  ...royaltiesRoutes,

  // -- command
  ...commandRoutes,

  // -- brain
  ...brainRoutes,

  // -- school
  ...schoolRoutes,

  // -- trust
  ...trustRoutes,
  ...trustEdgesRoutes,

  // -- rights
  ...rightsRoutes,

  // -- services
  ...servicesRoutes,

  // -- comms
  ...commsRoutes,

  // -- ops
  ...opsRoutes,

  // -- experience
  ...experienceRoutes,

  // -- end
];
