// Authorization of the foundation's route handlers.
import type { AuthzEntry } from './types';

export const foundationRoutes: AuthzEntry[] = [
  {
    file: 'app/api/auth/[...nextauth]/route.ts',
    method: 'GET',
    access: 'public',
    notCallable: "next-auth's own endpoints need Next's request context",
  },
  {
    file: 'app/api/auth/[...nextauth]/route.ts',
    method: 'POST',
    access: 'public',
    notCallable: "next-auth's own endpoints need Next's request context",
  },
  { file: 'app/api/auth/me/route.ts', method: 'GET', access: 'signedIn' },
  { file: 'app/api/auth/password-reset/route.ts', method: 'POST', access: 'public' },
  { file: 'app/api/auth/password-reset/confirm/route.ts', method: 'POST', access: 'public' },
  { file: 'app/api/auth/invitations/[token]/route.ts', method: 'GET', access: 'public', params: { token: 'unknown' } },
  {
    file: 'app/api/auth/invitations/[token]/accept/route.ts',
    method: 'POST',
    access: 'public',
    params: { token: 'unknown' },
  },
  { file: 'app/api/admin/invitations/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/admin/invitations/route.ts', method: 'POST', access: 'admin' },
  { file: 'app/api/admin/outbox/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/admin/waiting-list/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/domain-context/route.ts', method: 'GET', access: 'public' },
  { file: 'app/api/version/route.ts', method: 'GET', access: 'public' },
  { file: 'app/api/waiting-list/route.ts', method: 'POST', access: 'public' },
  // Public route: the file's own rule decides (public files, owner, staff, domain grants).
  { file: 'app/api/files/[id]/route.ts', method: 'GET', access: 'public', params: { id: 'missing' } },
];
