// Authorization of the trust area's route handlers (accounts, sign-up, invitations, outbox resend).
import type { AuthzEntry } from './types';

export const trustRoutes: AuthzEntry[] = [
  { file: 'app/api/admin/outbox/[id]/resend/route.ts', method: 'POST', access: 'admin', params: { id: 'missing' } },
  {
    file: 'app/api/school/contract-links/[token]/route.ts',
    method: 'GET',
    access: 'public',
    params: { token: 'unknown-link-token-000' },
  },
  {
    file: 'app/api/school/contract-links/[token]/route.ts',
    method: 'POST',
    access: 'public',
    params: { token: 'unknown-link-token-000' },
  },
];
