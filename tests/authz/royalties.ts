// Authorization of the royalties route handlers.
import type { AuthzEntry } from './types';

export const royaltiesRoutes: AuthzEntry[] = [
  { file: 'app/api/royalties/statements/route.ts', method: 'POST', access: 'admin' },
  { file: 'app/api/royalties/statements/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/royalties/statements/[id]/route.ts', method: 'GET', access: 'admin', params: { id: 'missing' } },
  { file: 'app/api/royalties/statements/[id]/route.ts', method: 'DELETE', access: 'admin', params: { id: 'missing' } },
  {
    file: 'app/api/royalties/statements/[id]/retry/route.ts',
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
  { file: 'app/api/royalties/statements/preview/route.ts', method: 'POST', access: 'admin' },
  { file: 'app/api/royalties/layouts/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/royalties/mappings/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/royalties/mappings/route.ts', method: 'POST', access: 'admin' },
  { file: 'app/api/royalties/unmatched/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/royalties/unmatched/[id]/route.ts', method: 'POST', access: 'admin', params: { id: 'missing' } },
  { file: 'app/api/royalties/tracks/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/royalties/splits/route.ts', method: 'GET', access: 'artist', query: '?releaseId=missing' },
  { file: 'app/api/royalties/splits/route.ts', method: 'POST', access: 'artist' },
  { file: 'app/api/royalties/splits/releases/route.ts', method: 'GET', access: 'artist' },
  { file: 'app/api/royalties/default-split/route.ts', method: 'GET', access: 'artist' },
  { file: 'app/api/royalties/default-split/route.ts', method: 'PUT', access: 'artist' },
  { file: 'app/api/royalties/claims/[token]/route.ts', method: 'GET', access: 'public', params: { token: 'unknown' } },
  { file: 'app/api/royalties/claims/[token]/route.ts', method: 'POST', access: 'public', params: { token: 'unknown' } },
];

royaltiesRoutes.push(
  { file: 'app/api/earnings/route.ts', method: 'GET', access: 'artist' },
  { file: 'app/api/royalties/earnings/route.ts', method: 'GET', access: 'artist' },
  { file: 'app/api/royalties/earnings/export/route.ts', method: 'GET', access: 'artist' },
  { file: 'app/api/royalties/contributors/route.ts', method: 'GET', access: 'artist' },
  { file: 'app/api/royalties/analytics/route.ts', method: 'GET', access: 'artist' },
  { file: 'app/api/royalties/payout-method/route.ts', method: 'GET', access: 'artist' },
  { file: 'app/api/royalties/payout-method/route.ts', method: 'PUT', access: 'artist' },
  { file: 'app/api/royalties/payouts/route.ts', method: 'GET', access: 'artist' },
  { file: 'app/api/royalties/payouts/route.ts', method: 'POST', access: 'artist' },
  { file: 'app/api/royalties/admin/payouts/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/royalties/admin/payouts/[id]/route.ts', method: 'POST', access: 'admin', params: { id: 'missing' } },
  {
    file: 'app/api/royalties/reports/route.ts',
    method: 'GET',
    access: 'admin',
    query: '?userId=missing&from=2026-01&to=2026-02',
  },
  { file: 'app/api/royalties/reports/artists/route.ts', method: 'GET', access: 'admin' },
);
