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
// components/comms-accounts-brain
import type { commsMessagingApi } from './comms/contract';
import type { mailApi } from './platform/mail/contract';
import type { accountsApi } from './accounts/contract';
import type { authUnlockApi } from './platform/auth/contract';
import type { brainTabsApi } from './brain/contract';
import type { platformApi } from './platform/contract';
// components/services-school-command
import type { servicesComponentsApi } from './services/contract';
import type { commandComponentsApi } from './command/contract';
import type { accountsInvitationsApi } from './accounts/contract';
import type { securityApi } from './platform/security/contract';
import type { schoolApi } from './school/contract';
// components/royalties-ops
import type { royaltiesPagesApi } from './royalties/contract';
import type { commandEarningsApi } from './command/contract';
import type { opsPagesApi } from './ops/contract';

export type ApiRoutes = typeof authApi &
  typeof brainApi &
  typeof commandApi &
  typeof commsApi &
  typeof distributionApi &
  typeof opsApi &
  typeof rightsApi &
  typeof royaltiesApi &
  typeof servicesApi &
  // components/comms-accounts-brain
  typeof commsMessagingApi &
  typeof mailApi &
  typeof accountsApi &
  typeof authUnlockApi &
  typeof brainTabsApi &
  typeof platformApi &
  // components/services-school-command
  typeof servicesComponentsApi &
  typeof commandComponentsApi &
  typeof accountsInvitationsApi &
  typeof securityApi &
  typeof schoolApi &
  // components/royalties-ops
  typeof royaltiesPagesApi &
  typeof commandEarningsApi &
  typeof opsPagesApi;
