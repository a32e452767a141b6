// Authorization of the trust area's route handlers (accounts, sign-up, invitations, outbox resend).
import { api, type AuthzEntry } from './types';

const id = { id: 'missing' };
const token = { token: 'unknown-link-token-000' };

export const trustRoutes: AuthzEntry[] = [
  ...api('admin/outbox/[id]/resend', { POST: 'admin' }, id),
  ...api('school/contract-links/[token]', { GET: 'public', POST: 'public' }, token),
  ...api('admin/waiting-list/[id]/approve', { POST: 'admin' }, id),
  ...api('admin/artists', { GET: 'admin', POST: 'admin' }),
  ...api('admin/artists/[id]', { PATCH: 'admin' }, id),
  ...api('admin/artist-invitations/[id]/resend', { POST: 'admin' }, id),
  ...api('auth/artist-invitations/[token]', { GET: 'public' }, token),
  ...api('auth/artist-invitations/[token]/accept', { POST: 'public' }, token),
  ...api('auth/register', { POST: 'public' }),
  ...api('auth/sign-in-unlock', { POST: 'public' }),
  { file: 'app/api/auth/verify/route.ts', method: 'GET', access: 'public', query: 'token=unknown-verify-token' },
  ...api('admin/signup-settings', { GET: 'admin', PUT: 'superAdmin' }),
  ...api('auth/password', { POST: 'signedIn' }),
];
