// Authorization of the foundation's route handlers.
import { api, type AuthzEntry } from './types';

export const foundationRoutes: AuthzEntry[] = [
  // next-auth's endpoints: called through its pages-API entry (lib/platform/auth/next-auth-handler.ts), so callable here.
  ...api('auth/[...nextauth]', { GET: 'public', POST: 'public' }, { nextauth: ['session'] }),
  ...api('auth/me', { GET: 'signedIn' }),
  {
    file: 'app/api/dev/mailbox/route.ts',
    method: 'GET',
    access: 'public',
    notCallable: 'the local mailbox answers 403 to every request not from this machine (mail-catcher.test.ts)',
  },
  ...api('auth/password-reset', { POST: 'public' }),
  ...api('auth/password-reset/confirm', { POST: 'public' }),
  { file: 'app/api/auth/invitations/[token]/route.ts', method: 'GET', access: 'public', params: { token: 'unknown' } },
  {
    file: 'app/api/auth/invitations/[token]/accept/route.ts',
    method: 'POST',
    access: 'public',
    params: { token: 'unknown' },
  },
  ...api('admin/invitations', { GET: 'admin', POST: 'admin' }),
  ...api('admin/outbox', { GET: 'admin' }),
  ...api('admin/waiting-list', { GET: 'admin' }),
  ...api('domain-context', { GET: 'public' }),
  ...api('version', { GET: 'public' }),
  ...api('waiting-list', { POST: 'public' }),
  // Public route: the file's own rule decides (public files, owner, staff, domain grants).
  { file: 'app/api/files/[id]/route.ts', method: 'GET', access: 'public', params: { id: 'missing' } },
];
