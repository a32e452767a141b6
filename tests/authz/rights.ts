// Authorization of the rights area's route handlers.
import { api, type AuthzEntry } from './types';

const id = { id: 'unknown' };
const code = { code: 'CC-UNKNOWN-1' };
const token = { token: 'unknown-token-unknown-token' };

export const rightsRoutes: AuthzEntry[] = [
  ...api('rights/works', { POST: 'artist', GET: 'artist' }),
  ...api('rights/works/[id]', { GET: 'artist', PATCH: 'artist' }, id),
  ...api('rights/works/[id]/split-sheet', { POST: 'artist' }, id),
  ...api('rights/works/[id]/split-sheet/pdf', { GET: 'artist' }, id),
  ...api('rights/split-sheets/[token]', { GET: 'public', POST: 'public' }, token),
  ...api('rights/exports', { POST: 'artist' }),
  ...api('rights/acks', { POST: 'admin' }),
  ...api('rights/registrations', { GET: 'admin' }),
  ...api('rights/settings', { GET: 'superAdmin', PUT: 'superAdmin' }),
  ...api('rights/certificates', { POST: 'artist', GET: 'artist' }),
  ...api('rights/certificates/[code]', { GET: 'public' }, code),
  ...api('rights/certificates/[code]/pdf', { GET: 'public' }, code),
  ...api('rights/certificates/[code]/revoke', { POST: 'admin' }, code),
  ...api('rights/publishing-agreement', { GET: 'artist', POST: 'artist' }),
  ...api('rights/publishing-agreement/pdf', { GET: 'artist' }),
  ...api('rights/filings', { GET: 'artist', POST: 'artist' }),
  { file: 'app/api/rights/filings/[id]/route.ts', method: 'PATCH', access: 'artist', params: { id: 'unknown' } },
];
