// Authorization of the royalties route handlers.
import { api, type AuthzEntry } from './types';

export const royaltiesRoutes: AuthzEntry[] = [
  ...api('royalties/statements', { POST: 'admin', GET: 'admin' }),
  { file: 'app/api/royalties/statements/[id]/route.ts', method: 'GET', access: 'admin', params: { id: 'missing' } },
  { file: 'app/api/royalties/statements/[id]/route.ts', method: 'DELETE', access: 'admin', params: { id: 'missing' } },
  {
    file: 'app/api/royalties/statements/[id]/retry/route.ts',
    method: 'POST',
    access: 'admin',
    params: { id: 'missing' },
  },
  {
    file: 'app/api/royalties/statements/[id]/accept/route.ts',
    method: 'POST',
    access: 'admin',
    params: { id: 'missing' },
  },
  {
    file: 'app/api/royalties/statements/[id]/skipped/route.ts',
    method: 'GET',
    access: 'admin',
    params: { id: 'missing' },
  },
  {
    file: 'app/api/royalties/statements/[id]/file/route.ts',
    method: 'GET',
    access: 'admin',
    params: { id: 'missing' },
  },
  ...api('royalties/statements/preview', { POST: 'admin' }),
  ...api('royalties/layouts', { GET: 'admin' }),
  ...api('royalties/mappings', { GET: 'admin', POST: 'admin' }),
  ...api('royalties/unmatched', { GET: 'admin' }),
  { file: 'app/api/royalties/unmatched/[id]/route.ts', method: 'POST', access: 'admin', params: { id: 'missing' } },
  ...api('royalties/tracks', { GET: 'admin' }),
  { file: 'app/api/royalties/splits/route.ts', method: 'GET', access: 'artist', query: '?releaseId=missing' },
  ...api('royalties/splits', { POST: 'artist' }),
  ...api('royalties/splits/releases', { GET: 'artist' }),
  ...api('royalties/default-split', { GET: 'artist', PUT: 'artist' }),
  { file: 'app/api/royalties/claims/[token]/route.ts', method: 'GET', access: 'public', params: { token: 'unknown' } },
  { file: 'app/api/royalties/claims/[token]/route.ts', method: 'POST', access: 'public', params: { token: 'unknown' } },
];

royaltiesRoutes.push(
  ...api('earnings', { GET: 'artist' }),
  ...api('royalties/earnings', { GET: 'artist' }),
  ...api('royalties/earnings/export', { GET: 'artist' }),
  ...api('royalties/contributors', { GET: 'artist' }),
  ...api('royalties/analytics', { GET: 'artist' }),
  ...api('royalties/payout-method', { GET: 'artist', PUT: 'artist' }),
  ...api('royalties/payouts', { GET: 'artist', POST: 'artist' }),
  ...api('royalties/admin/payouts', { GET: 'admin' }),
  { file: 'app/api/royalties/admin/payouts/[id]/route.ts', method: 'POST', access: 'admin', params: { id: 'missing' } },
  {
    file: 'app/api/royalties/reports/route.ts',
    method: 'GET',
    access: 'admin',
    query: '?userId=missing&from=2026-01&to=2026-02',
  },
  ...api('royalties/reports/artists', { GET: 'admin' }),
);
