// Authorization of the operations area's route handlers.
import { api, type AuthzEntry } from './types';

const id = { id: 'missing' };

export const opsRoutes: AuthzEntry[] = [
  // Load balancers and orchestrators call these without a session.
  ...api('health/live', { GET: 'public' }),
  ...api('health/ready', { GET: 'public' }),
  ...api('ops/health', { GET: 'admin', POST: 'admin' }),
  ...api('ops/health/history', { GET: 'admin' }),
  ...api('ops/integrations', { GET: 'admin' }),
  { file: 'app/api/ops/integrations/[name]/probe/route.ts', method: 'POST', access: 'admin', params: { name: 'smtp' } },
  ...api('ops/store-transports/[id]', { GET: 'admin', PUT: 'superAdmin', DELETE: 'superAdmin' }, id),
  ...api('drive', { GET: 'artist' }),
  ...api('drive/attached', { GET: 'artist' }),
  ...api('drive/owners', { GET: 'admin' }),
  ...api('drive/files', { POST: 'artist' }),
  ...api('drive/files/[id]', { PATCH: 'artist', DELETE: 'artist' }, id),
  ...api('drive/files/[id]/download', { GET: 'artist' }, id),
  ...api('drive/files/[id]/versions', { GET: 'artist' }, id),
  ...api('drive/files/[id]/shares', { GET: 'artist', POST: 'artist' }, id),
  ...api('drive/folders', { POST: 'artist' }),
  ...api('drive/folders/[id]', { PATCH: 'artist' }, id),
  ...api('drive/folders/[id]/shares', { POST: 'artist' }, id),
  ...api('drive/shares/[id]', { DELETE: 'artist' }, id),
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
  ...api('calendar', { GET: 'admin' }),
  ...api('calendar/events', { POST: 'admin' }),
  ...api('calendar/tasks', { GET: 'admin', POST: 'admin' }),
  ...api('calendar/tasks/[id]', { PATCH: 'admin' }, id),
  ...api('calendar/feed', { POST: 'admin' }),
  // Calendar apps fetch the feed without a session; the hashed token is the credential.
  {
    file: 'app/api/calendar/feed/[token]/route.ts',
    method: 'GET',
    access: 'public',
    params: { token: 'x'.repeat(43) },
  },
  ...api('ops/stripe/account', { GET: 'artist', POST: 'artist' }),
  // Stripe calls it without a session; the signature over the body is the credential (a bad one is a 400).
  ...api('ops/stripe/webhook', { POST: 'public' }),
  ...api('stripe/webhook', { POST: 'public' }),
  ...api('ops/stripe/overview', { GET: 'admin' }),
  ...api('ops/stripe/accounts', { GET: 'admin' }),
  ...api('ops/stripe/transfers', { GET: 'admin' }),
  ...api('ops/stripe/reconciliation', { GET: 'admin' }),
  ...api('ops/tax', { GET: 'artist', PUT: 'artist' }),
  ...api('ops/tax/summary', { GET: 'admin' }),
];
