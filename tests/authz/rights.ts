// Authorization of the rights area's route handlers.
import type { AuthzEntry } from './types';

const id = { id: 'unknown' };
const code = { code: 'CC-UNKNOWN-1' };
const token = { token: 'unknown-token-unknown-token' };

export const rightsRoutes: AuthzEntry[] = [
  { file: 'app/api/rights/works/route.ts', method: 'POST', access: 'artist' },
  { file: 'app/api/rights/works/route.ts', method: 'GET', access: 'artist' },
  { file: 'app/api/rights/works/[id]/route.ts', method: 'GET', access: 'artist', params: id },
  { file: 'app/api/rights/works/[id]/route.ts', method: 'PATCH', access: 'artist', params: id },
  { file: 'app/api/rights/works/[id]/split-sheet/route.ts', method: 'POST', access: 'artist', params: id },
  { file: 'app/api/rights/works/[id]/split-sheet/pdf/route.ts', method: 'GET', access: 'artist', params: id },
  { file: 'app/api/rights/split-sheets/[token]/route.ts', method: 'GET', access: 'public', params: token },
  { file: 'app/api/rights/split-sheets/[token]/route.ts', method: 'POST', access: 'public', params: token },
  { file: 'app/api/rights/exports/route.ts', method: 'POST', access: 'artist' },
  { file: 'app/api/rights/acks/route.ts', method: 'POST', access: 'admin' },
  { file: 'app/api/rights/registrations/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/rights/settings/route.ts', method: 'GET', access: 'superAdmin' },
  { file: 'app/api/rights/settings/route.ts', method: 'PUT', access: 'superAdmin' },
  { file: 'app/api/rights/certificates/route.ts', method: 'POST', access: 'artist' },
  { file: 'app/api/rights/certificates/route.ts', method: 'GET', access: 'artist' },
  { file: 'app/api/rights/certificates/[code]/route.ts', method: 'GET', access: 'public', params: code },
  { file: 'app/api/rights/certificates/[code]/pdf/route.ts', method: 'GET', access: 'public', params: code },
  { file: 'app/api/rights/certificates/[code]/revoke/route.ts', method: 'POST', access: 'admin', params: code },
  { file: 'app/api/rights/publishing-agreement/route.ts', method: 'GET', access: 'artist' },
  { file: 'app/api/rights/publishing-agreement/route.ts', method: 'POST', access: 'artist' },
  { file: 'app/api/rights/publishing-agreement/pdf/route.ts', method: 'GET', access: 'artist' },
  { file: 'app/api/rights/filings/route.ts', method: 'GET', access: 'artist' },
  { file: 'app/api/rights/filings/route.ts', method: 'POST', access: 'artist' },
  { file: 'app/api/rights/filings/[id]/route.ts', method: 'PATCH', access: 'artist', params: { id: 'unknown' } },
];
