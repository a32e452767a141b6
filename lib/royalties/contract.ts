// The royalties routes' contracts (lib/platform/http/contract.ts): input schemas and response types, declared
// once for the route handlers and the typed client of the pages (lib/api-routes.ts).
import { defineRoute, type Returns } from '../platform/http/contract';
import {
  earningsQuerySchema,
  mappingSchema,
  payoutMethodSchema,
  resolveLineSchema,
  trackSearchQuerySchema,
  unmatchedQuerySchema,
} from './schema';
import type { listUnmatched } from './unmatched-queue';
import type { resolveLine, searchTracks } from './statements';
import type { listLayouts, listMappings, saveMapping } from './import/mappings-service';
import type { getPayoutMethod, setPayoutMethod } from './payouts';
import type { contributorEarnings } from './earnings';

export const unmatchedList = defineRoute<Returns<typeof listUnmatched>>()({ query: unmatchedQuerySchema });
// Path parameters stay in the route file (checked there by tests/unit/platform/layout/route-conventions.test.ts);
// the typed client fills `[segment]`s from the path.
export const unmatchedResolve = defineRoute<Returns<typeof resolveLine>>()({ body: resolveLineSchema });
export const trackSearch = defineRoute<Returns<typeof searchTracks>>()({ query: trackSearchQuerySchema });
export const mappingList = defineRoute<{ items: Returns<typeof listMappings> }>()({});
export const mappingSave = defineRoute<Returns<typeof saveMapping>>()({ body: mappingSchema });
export const layoutList = defineRoute<Returns<typeof listLayouts>>()({});
export const payoutMethodRead = defineRoute<Returns<typeof getPayoutMethod>>()({});
export const payoutMethodSet = defineRoute<Returns<typeof setPayoutMethod>>()({ body: payoutMethodSchema });
export const contributorList = defineRoute<Returns<typeof contributorEarnings>>()({ query: earningsQuerySchema });

export const royaltiesApi = {
  '/api/royalties/unmatched': { GET: unmatchedList },
  '/api/royalties/unmatched/[id]': { POST: unmatchedResolve },
  '/api/royalties/tracks': { GET: trackSearch },
  '/api/royalties/mappings': { GET: mappingList, POST: mappingSave },
  '/api/royalties/layouts': { GET: layoutList },
  '/api/royalties/payout-method': { GET: payoutMethodRead, PUT: payoutMethodSet },
  '/api/royalties/contributors': { GET: contributorList },
};
