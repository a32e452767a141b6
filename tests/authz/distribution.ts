// Authorization of the distribution area's route handlers.
import { api, type AuthzEntry } from './types';

const id = { id: 'missing' };
const track = { id: 'missing', trackId: 'missing' };

export const distributionRoutes: AuthzEntry[] = [
  ...api('projects', { GET: 'artist' }),
  ...api('releases', { POST: 'artist' }),
  ...api('releases/[id]', { GET: 'artist', PATCH: 'artist', DELETE: 'artist' }, id),
  ...api('releases/[id]/ern', { GET: 'artist' }, id),
  ...api('releases/[id]/qc', { GET: 'artist' }, id),
  ...api('releases/[id]/tracks', { POST: 'artist' }, id),
  ...api('releases/[id]/tracks/[trackId]', { PATCH: 'artist', DELETE: 'artist' }, track),
  ...api('releases/[id]/tracks/[trackId]/audio', { POST: 'artist' }, track),
  ...api('releases/[id]/artwork', { POST: 'artist' }, id),
  ...api('releases/[id]/submit', { POST: 'artist' }, id),
  ...api('releases/[id]/withdraw', { POST: 'artist' }, id),
  ...api('releases/[id]/takedown', { POST: 'artist' }, id),
  ...api('releases/[id]/review', { POST: 'admin' }, id),
  ...api('releases/[id]/redeliver', { POST: 'admin' }, id),
  // The simulated store receives messages like a real store's endpoint: no platform session.
  // It takes a store credential (Authorization: Bearer), not a session: 401 without one (tests/integration/platform/hostile-input.test.ts).
  {
    file: 'app/api/dsp-simulator/route.ts',
    method: 'POST',
    access: 'public',
    notCallable: 'needs a store credential; fuzzed with one in platform/fuzz-routes.test.ts',
  },
  ...api('distribution/settings', { GET: 'admin', PATCH: 'superAdmin' }),
  ...api('distribution/stores', { GET: 'artist' }),
  ...api('distribution/stores/[id]', { PATCH: 'superAdmin' }, id),
  ...api('distribution/isrc', { POST: 'artist' }),
  ...api('distribution/upc', { POST: 'artist' }),
  ...api('distribution/deliveries', { GET: 'admin' }),
  ...api('distribution/overview', { GET: 'admin' }),
  ...api('ddex/validate', { POST: 'admin' }),
  ...api('ddex/import', { POST: 'admin', GET: 'admin' }),
];
