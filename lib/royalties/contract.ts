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

// components/royalties-ops
import { pageQuery } from '../platform/paging';
import {
  adminPayoutsQuerySchema,
  claimSchema,
  defaultSplitSchema,
  payoutDecisionSchema,
  payoutRequestSchema,
  releaseSplitsQuerySchema,
  reportQuerySchema,
  splitSheetSchema,
} from './schema';
import { acceptStatementInput, type acceptStatement } from './statement-accept';
import type {
  deleteFailedStatement,
  getStatement,
  listSkippedRows,
  listStatements,
  retryStatement,
} from './statements';
import type { decidePayout, listMyPayouts, listPayoutsForAdmin, requestPayout } from './payouts';
import type { artistAnalytics, earningsBreakdown } from './earnings';
import type { artistStatement, artistsWithEarnings } from './reports';
import type {
  createSplitSheet,
  getDefaultSplit,
  listReleasesForSplits,
  listReleaseSplits,
  setDefaultSplit,
} from './splits';
import type { claimShare, describeClaim } from './claims';

export const statementList = defineRoute<Returns<typeof listStatements>>()({ query: pageQuery });
export const statementRead = defineRoute<Returns<typeof getStatement>>()({});
export const statementDelete = defineRoute<Returns<typeof deleteFailedStatement>>()({});
export const statementRetry = defineRoute<Returns<typeof retryStatement>>()({});
export const statementAccept = defineRoute<Returns<typeof acceptStatement>>()({ body: acceptStatementInput });
export const skippedRowList = defineRoute<Returns<typeof listSkippedRows>>()({ query: pageQuery });
export const adminPayoutList = defineRoute<Returns<typeof listPayoutsForAdmin>>()({ query: adminPayoutsQuerySchema });
export const payoutDecide = defineRoute<Returns<typeof decidePayout>>()({ body: payoutDecisionSchema });
export const myPayoutList = defineRoute<Returns<typeof listMyPayouts>>()({ query: pageQuery });
/** The payout (201 when new, 200 when the idempotency key replays an earlier request). */
export const payoutRequest = defineRoute<Returns<typeof requestPayout>['payout']>()({ body: payoutRequestSchema });
export const analyticsRead = defineRoute<Returns<typeof artistAnalytics>>()({ query: earningsQuerySchema });
export const earningsRead = defineRoute<Returns<typeof earningsBreakdown>>()({ query: earningsQuerySchema });
export const reportArtistList = defineRoute<Returns<typeof artistsWithEarnings>>()({ query: pageQuery });
/** JSON without `format` (or `format=json`); the CSV and PDF downloads otherwise (Responses of their own). */
export const reportRead = defineRoute<Returns<typeof artistStatement>>()({ query: reportQuerySchema });
export const defaultSplitRead = defineRoute<Returns<typeof getDefaultSplit>>()({});
export const defaultSplitSet = defineRoute<Returns<typeof setDefaultSplit>>()({ body: defaultSplitSchema });
export const releaseSplitList = defineRoute<Returns<typeof listReleaseSplits>>()({ query: releaseSplitsQuerySchema });
export const splitSheetCreate = defineRoute<Returns<typeof createSplitSheet>>()({ body: splitSheetSchema });
export const splitReleaseList = defineRoute<Returns<typeof listReleasesForSplits>>()({ query: pageQuery });
export const claimRead = defineRoute<Returns<typeof describeClaim>>()({});
export const claimTake = defineRoute<Returns<typeof claimShare>>()({ body: claimSchema });

export const royaltiesPagesApi = {
  '/api/royalties/statements': { GET: statementList },
  '/api/royalties/statements/[id]': { GET: statementRead, DELETE: statementDelete },
  '/api/royalties/statements/[id]/retry': { POST: statementRetry },
  '/api/royalties/statements/[id]/accept': { POST: statementAccept },
  '/api/royalties/statements/[id]/skipped': { GET: skippedRowList },
  '/api/royalties/admin/payouts': { GET: adminPayoutList },
  '/api/royalties/admin/payouts/[id]': { POST: payoutDecide },
  '/api/royalties/payouts': { GET: myPayoutList, POST: payoutRequest },
  '/api/royalties/analytics': { GET: analyticsRead },
  '/api/royalties/earnings': { GET: earningsRead },
  '/api/royalties/reports/artists': { GET: reportArtistList },
  '/api/royalties/reports': { GET: reportRead },
  '/api/royalties/default-split': { GET: defaultSplitRead, PUT: defaultSplitSet },
  '/api/royalties/splits': { GET: releaseSplitList, POST: splitSheetCreate },
  '/api/royalties/splits/releases': { GET: splitReleaseList },
  '/api/royalties/claims/[token]': { GET: claimRead, POST: claimTake },
};
