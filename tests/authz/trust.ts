// Authorization of the trust area's route handlers (accounts, sign-up, invitations, outbox resend).
import type { AuthzEntry } from './types';

const id = { id: 'missing' };
const token = { token: 'unknown-link-token-000' };

export const trustRoutes: AuthzEntry[] = [
  { file: 'app/api/admin/outbox/[id]/resend/route.ts', method: 'POST', access: 'admin', params: id },
  { file: 'app/api/school/contract-links/[token]/route.ts', method: 'GET', access: 'public', params: token },
  { file: 'app/api/school/contract-links/[token]/route.ts', method: 'POST', access: 'public', params: token },
  { file: 'app/api/admin/waiting-list/[id]/approve/route.ts', method: 'POST', access: 'admin', params: id },
  { file: 'app/api/admin/artists/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/admin/artists/route.ts', method: 'POST', access: 'admin' },
  { file: 'app/api/admin/artists/[id]/route.ts', method: 'PATCH', access: 'admin', params: id },
  { file: 'app/api/admin/artist-invitations/[id]/resend/route.ts', method: 'POST', access: 'admin', params: id },
  { file: 'app/api/auth/artist-invitations/[token]/route.ts', method: 'GET', access: 'public', params: token },
  { file: 'app/api/auth/artist-invitations/[token]/accept/route.ts', method: 'POST', access: 'public', params: token },
  { file: 'app/api/auth/register/route.ts', method: 'POST', access: 'public' },
  { file: 'app/api/auth/verify/route.ts', method: 'GET', access: 'public', query: 'token=unknown-verify-token' },
  { file: 'app/api/admin/signup-settings/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/admin/signup-settings/route.ts', method: 'PUT', access: 'superAdmin' },
  { file: 'app/api/auth/password/route.ts', method: 'POST', access: 'signedIn' },
];
