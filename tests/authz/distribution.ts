// Authorization of the distribution area's route handlers.
import type { AuthzEntry } from './types';

const id = { id: 'missing' };
const track = { id: 'missing', trackId: 'missing' };

export const distributionRoutes: AuthzEntry[] = [
  { file: 'app/api/projects/route.ts', method: 'GET', access: 'artist' },
  { file: 'app/api/releases/route.ts', method: 'POST', access: 'artist' },
  { file: 'app/api/releases/[id]/route.ts', method: 'GET', access: 'artist', params: id },
  { file: 'app/api/releases/[id]/route.ts', method: 'PATCH', access: 'artist', params: id },
  { file: 'app/api/releases/[id]/route.ts', method: 'DELETE', access: 'artist', params: id },
  { file: 'app/api/releases/[id]/ern/route.ts', method: 'GET', access: 'artist', params: id },
  { file: 'app/api/releases/[id]/qc/route.ts', method: 'GET', access: 'artist', params: id },
  { file: 'app/api/releases/[id]/tracks/route.ts', method: 'POST', access: 'artist', params: id },
  { file: 'app/api/releases/[id]/tracks/[trackId]/route.ts', method: 'PATCH', access: 'artist', params: track },
  { file: 'app/api/releases/[id]/tracks/[trackId]/route.ts', method: 'DELETE', access: 'artist', params: track },
  { file: 'app/api/releases/[id]/tracks/[trackId]/audio/route.ts', method: 'POST', access: 'artist', params: track },
  { file: 'app/api/releases/[id]/artwork/route.ts', method: 'POST', access: 'artist', params: id },
  { file: 'app/api/releases/[id]/submit/route.ts', method: 'POST', access: 'artist', params: id },
  { file: 'app/api/releases/[id]/withdraw/route.ts', method: 'POST', access: 'artist', params: id },
  { file: 'app/api/releases/[id]/takedown/route.ts', method: 'POST', access: 'artist', params: id },
  { file: 'app/api/releases/[id]/review/route.ts', method: 'POST', access: 'admin', params: id },
  { file: 'app/api/releases/[id]/redeliver/route.ts', method: 'POST', access: 'admin', params: id },
  // The simulated store receives messages like a real store's endpoint: no platform session.
  // It takes a store credential (Authorization: Bearer), not a session: 401 without one (tests/integration/trust-edges.test.ts).
  {
    file: 'app/api/dsp-simulator/route.ts',
    method: 'POST',
    access: 'public',
    notCallable: 'needs a store credential; fuzzed with one in fuzz-routes.test.ts',
  },
  { file: 'app/api/distribution/settings/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/distribution/settings/route.ts', method: 'PATCH', access: 'superAdmin' },
  { file: 'app/api/distribution/stores/route.ts', method: 'GET', access: 'artist' },
  { file: 'app/api/distribution/stores/[id]/route.ts', method: 'PATCH', access: 'superAdmin', params: id },
  { file: 'app/api/distribution/isrc/route.ts', method: 'POST', access: 'artist' },
  { file: 'app/api/distribution/upc/route.ts', method: 'POST', access: 'artist' },
  { file: 'app/api/distribution/deliveries/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/distribution/overview/route.ts', method: 'GET', access: 'admin' },
  { file: 'app/api/ddex/validate/route.ts', method: 'POST', access: 'admin' },
  { file: 'app/api/ddex/import/route.ts', method: 'POST', access: 'admin' },
];
