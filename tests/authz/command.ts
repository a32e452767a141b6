// Authorization of the command center's route handlers.
import type { AuthzEntry } from './types';

export const commandRoutes: AuthzEntry[] = [
  { file: 'app/api/stats/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/admin/profile/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/admin/step-up/route.ts', method: 'POST', access: 'superAdmin' },
  { file: 'app/api/admin/step-up/route.ts', method: 'DELETE', access: 'superAdmin' },
  // Without a step-up grant a super admin gets 428 (not 401/403): the role is right, the password is due.
  { file: 'app/api/admin/super-settings/route.ts', method: 'GET', access: 'superAdmin' },
  { file: 'app/api/admin/super-settings/route.ts', method: 'PATCH', access: 'superAdmin' },
  { file: 'app/api/admin/sgr/artists/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/admin/sgr/artists/route.ts', method: 'POST', access: 'admin' },
  { file: 'app/api/admin/sgr/artists/reorder/route.ts', method: 'POST', access: 'admin' },
  { file: 'app/api/admin/sgr/artists/[id]/route.ts', method: 'PATCH', access: 'admin' },
  { file: 'app/api/admin/sgr/artists/[id]/route.ts', method: 'DELETE', access: 'admin' },
  { file: 'app/api/admin/team/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/admin/team/[id]/route.ts', method: 'PATCH', access: 'admin' },
  { file: 'app/api/artist-dashboard-categories/route.ts', method: 'GET', access: 'artist' },
  { file: 'app/api/artist-dashboard-services/route.ts', method: 'GET', access: 'artist' },
  { file: 'app/api/admin/dashboard-categories/route.ts', method: 'POST', access: 'admin' },
  { file: 'app/api/admin/dashboard-categories/[id]/route.ts', method: 'PATCH', access: 'admin' },
  { file: 'app/api/admin/dashboard-categories/[id]/route.ts', method: 'DELETE', access: 'admin' },
  { file: 'app/api/admin/dashboard-services/route.ts', method: 'POST', access: 'admin' },
  { file: 'app/api/admin/dashboard-services/[id]/route.ts', method: 'PATCH', access: 'admin' },
  { file: 'app/api/admin/dashboard-services/[id]/route.ts', method: 'DELETE', access: 'admin' },
  { file: 'app/api/admin/view-preview/route.ts', method: 'GET', access: 'superAdmin' },
  { file: 'app/api/admin/view-preview/route.ts', method: 'POST', access: 'superAdmin' },
  { file: 'app/api/admin/view-preview/route.ts', method: 'DELETE', access: 'superAdmin' },
  { file: 'app/api/profile/route.ts', method: 'GET', access: 'signedIn' },
  { file: 'app/api/profile/route.ts', method: 'PATCH', access: 'signedIn' },
];
