// The route map of the typed client (lib/api-client.ts#api, #useApi): each domain's contracts by path and method
// (lib/<domain>/contract.ts). Types only: nothing here reaches the browser bundle.
import type { authApi } from './platform/auth/contract';
import type { brainApi } from './brain/contract';
import type { commandApi } from './command/contract';
import type { commsApi } from './comms/contract';
import type { distributionApi } from './distribution/contract';
import type { opsApi } from './ops/contract';
import type { rightsApi } from './rights/contract';
import type { royaltiesApi } from './royalties/contract';
import type { servicesApi } from './services/contract';

export type ApiRoutes = typeof authApi &
  typeof brainApi &
  typeof commandApi &
  typeof commsApi &
  typeof distributionApi &
  typeof opsApi &
  typeof rightsApi &
  typeof royaltiesApi &
  typeof servicesApi;
