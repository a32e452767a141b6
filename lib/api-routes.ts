// The route map of the typed client (lib/api-client.ts#api, #useApi): each contract file's map, by path and method
// (lib/<domain>/contract.ts, lib/platform/<area>/contract.ts). Types only: nothing here reaches the browser bundle.
import type { accountsApi } from './accounts/contract';
import type { brainApi } from './brain/contract';
import type { commandApi } from './command/contract';
import type { commsApi } from './comms/contract';
import type { distributionApi } from './distribution/contract';
import type { opsApi } from './ops/contract';
import type { authApi } from './platform/auth/contract';
import type { platformApi } from './platform/contract';
import type { mailApi } from './platform/mail/contract';
import type { securityApi } from './platform/security/contract';
import type { rightsApi } from './rights/contract';
import type { royaltiesApi } from './royalties/contract';
import type { schoolApi } from './school/contract';
import type { servicesApi } from './services/contract';

export type ApiRoutes = typeof accountsApi &
  typeof brainApi &
  typeof commandApi &
  typeof commsApi &
  typeof distributionApi &
  typeof opsApi &
  typeof authApi &
  typeof platformApi &
  typeof mailApi &
  typeof securityApi &
  typeof rightsApi &
  typeof royaltiesApi &
  typeof schoolApi &
  typeof servicesApi;
