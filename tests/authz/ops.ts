// Authorization of the operations area's route handlers.
import type { AuthzEntry } from './types';

const id = { id: 'missing' };

export const opsRoutes: AuthzEntry[] = [
  // Load balancers and orchestrators call these without a session.
  { file: 'app/api/health/live/route.ts', method: 'GET', access: 'public' },
  { file: 'app/api/health/ready/route.ts', method: 'GET', access: 'public' },
  { file: 'app/api/ops/health/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/ops/health/route.ts', method: 'POST', access: 'admin' },
  { file: 'app/api/ops/health/history/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/ops/integrations/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/ops/integrations/[name]/probe/route.ts', method: 'POST', access: 'admin', params: { name: 'smtp' } },
  { file: 'app/api/ops/store-transports/[id]/route.ts', method: 'GET', access: 'admin', params: id },
  { file: 'app/api/ops/store-transports/[id]/route.ts', method: 'PUT', access: 'superAdmin', params: id },
  { file: 'app/api/ops/store-transports/[id]/route.ts', method: 'DELETE', access: 'superAdmin', params: id },
  { file: 'app/api/drive/route.ts', method: 'GET', access: 'artist' },
  { file: 'app/api/drive/attached/route.ts', method: 'GET', access: 'artist' },
  { file: 'app/api/drive/owners/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/drive/files/route.ts', method: 'POST', access: 'artist' },
  { file: 'app/api/drive/files/[id]/route.ts', method: 'PATCH', access: 'artist', params: id },
  { file: 'app/api/drive/files/[id]/route.ts', method: 'DELETE', access: 'artist', params: id },
  { file: 'app/api/drive/files/[id]/download/route.ts', method: 'GET', access: 'artist', params: id },
  { file: 'app/api/drive/files/[id]/versions/route.ts', method: 'GET', access: 'artist', params: id },
  { file: 'app/api/drive/files/[id]/shares/route.ts', method: 'GET', access: 'artist', params: id },
  { file: 'app/api/drive/files/[id]/shares/route.ts', method: 'POST', access: 'artist', params: id },
  { file: 'app/api/drive/folders/route.ts', method: 'POST', access: 'artist' },
  { file: 'app/api/drive/folders/[id]/route.ts', method: 'PATCH', access: 'artist', params: id },
  { file: 'app/api/drive/folders/[id]/shares/route.ts', method: 'POST', access: 'artist', params: id },
  { file: 'app/api/drive/shares/[id]/route.ts', method: 'DELETE', access: 'artist', params: id },
  // Share links work without signing in; the hashed token is the credential.
  { file: 'app/api/drive/shared/[token]/route.ts', method: 'GET', access: 'public', params: { token: 'x'.repeat(43) } },
  {
    file: 'app/api/drive/shared/[token]/route.ts',
    method: 'POST',
    access: 'public',
    params: { token: 'x'.repeat(43) },
  },
  { file: 'app/api/drive/tus/[[...path]]/route.ts', method: 'POST', access: 'artist', params: { path: [] } },
  { file: 'app/api/drive/tus/[[...path]]/route.ts', method: 'PATCH', access: 'artist', params: { path: ['missing'] } },
  { file: 'app/api/drive/tus/[[...path]]/route.ts', method: 'DELETE', access: 'artist', params: { path: ['missing'] } },
  { file: 'app/api/calendar/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/calendar/events/route.ts', method: 'POST', access: 'admin' },
  { file: 'app/api/calendar/tasks/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/calendar/tasks/route.ts', method: 'POST', access: 'admin' },
  { file: 'app/api/calendar/tasks/[id]/route.ts', method: 'PATCH', access: 'admin', params: id },
  { file: 'app/api/calendar/feed/route.ts', method: 'POST', access: 'admin' },
  // Calendar apps fetch the feed without a session; the hashed token is the credential.
  {
    file: 'app/api/calendar/feed/[token]/route.ts',
    method: 'GET',
    access: 'public',
    params: { token: 'x'.repeat(43) },
  },
  { file: 'app/api/ops/stripe/account/route.ts', method: 'GET', access: 'artist' },
  { file: 'app/api/ops/stripe/account/route.ts', method: 'POST', access: 'artist' },
  // Stripe calls it without a session; the signature over the body is the credential (a bad one is a 400).
  { file: 'app/api/ops/stripe/webhook/route.ts', method: 'POST', access: 'public' },
  { file: 'app/api/ops/stripe/overview/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/ops/stripe/accounts/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/ops/stripe/transfers/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/ops/stripe/reconciliation/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/ops/tax/route.ts', method: 'GET', access: 'artist' },
  { file: 'app/api/ops/tax/route.ts', method: 'PUT', access: 'artist' },
  { file: 'app/api/ops/tax/summary/route.ts', method: 'GET', access: 'admin' },
];
