// Authorization of the trust area's route handlers (accounts, sign-up, invitations, outbox resend).
import type { AuthzEntry } from './types';

export const trustRoutes: AuthzEntry[] = [
  { file: 'app/api/admin/outbox/[id]/resend/route.ts', method: 'POST', access: 'admin', params: { id: 'missing' } },
];
