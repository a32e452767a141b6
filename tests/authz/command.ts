// Authorization of the command center's route handlers.
import { api, type AuthzEntry } from './types';

export const commandRoutes: AuthzEntry[] = [
  ...api('stats', { GET: 'admin' }),
  ...api('admin/profile', { GET: 'admin' }),
  ...api('admin/step-up', { POST: 'superAdmin', DELETE: 'superAdmin' }),
  // Without a step-up grant a super admin gets 428 (not 401/403): the role is right, the password is due.
  ...api('admin/super-settings', { GET: 'superAdmin', PATCH: 'superAdmin' }),
  ...api('admin/sgr/artists', { GET: 'admin', POST: 'admin' }),
  ...api('admin/sgr/artists/reorder', { POST: 'admin' }),
  ...api('admin/sgr/artists/[id]', { PATCH: 'admin', DELETE: 'admin' }),
  ...api('admin/team', { GET: 'admin' }),
  ...api('admin/team/[id]', { PATCH: 'admin' }),
  ...api('artist-dashboard-categories', { GET: 'artist' }),
  ...api('artist-dashboard-services', { GET: 'artist' }),
  ...api('admin/dashboard-categories', { POST: 'admin' }),
  ...api('admin/dashboard-categories/[id]', { PATCH: 'admin', DELETE: 'admin' }),
  ...api('admin/dashboard-services', { POST: 'admin' }),
  ...api('admin/dashboard-services/[id]', { PATCH: 'admin', DELETE: 'admin' }),
  ...api('admin/view-preview', { GET: 'superAdmin', POST: 'superAdmin', DELETE: 'superAdmin' }),
  ...api('profile', { GET: 'signedIn', PATCH: 'signedIn' }),
];
