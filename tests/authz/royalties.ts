// Authorization of the royalties route handlers.
import type { AuthzEntry } from './types';

export const royaltiesRoutes: AuthzEntry[] = [
  { file: 'app/api/royalties/statements/route.ts', method: 'POST', access: 'admin' },
  { file: 'app/api/royalties/statements/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/royalties/statements/[id]/route.ts', method: 'GET', access: 'admin', params: { id: 'missing' } },
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
