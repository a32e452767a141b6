// The distribution routes' contracts (lib/platform/http/contract.ts): input schemas and response types, declared
// once for the route handlers and the typed client of the pages (lib/api-routes.ts).
import { defineRoute, type Returns } from '../platform/http/contract';

// components/distribution-rights
import { pageQuery } from '../platform/paging';
import {
  createReleaseSchema,
  createTrackSchema,
  redeliverSchema,
  reviewSchema,
  updateReleaseSchema,
} from './releases/schema';
import { isrcRequestSchema, upcRequestSchema } from './schema';
import { distributionSettingsSchema, type getDistributionSettings, type setDistributionSettings } from './settings';
import { storeUpdateSchema, type listStores, type updateStore } from './stores';
import { storeTransportInput } from './transports/schema';
import type { describeTransport, removeTransport, saveTransport } from './transports/config';
import type { releaseDetail } from './releases/detail';
import type { createRelease, reviewRelease, submitRelease, updateRelease, withdrawRelease } from './releases/service';
import type { redeliverRelease, takedownRelease } from './releases/lifecycle';
import type { addTrack, deleteTrack } from './releases/tracks';
import type { requestIsrc, requestUpc } from './requests';
import type { pipelineCounts } from './stats';
import type { listErnImports } from './ern/imports';

export const releaseCreate = defineRoute<Returns<typeof createRelease>>()({ body: createReleaseSchema });
// Path parameters stay in the route files (route-conventions test); the typed client fills `[segment]`s.
export const releaseRead = defineRoute<Returns<typeof releaseDetail>>()({});
export const releaseUpdate = defineRoute<Returns<typeof updateRelease>>()({ body: updateReleaseSchema });
export const releaseSubmit = defineRoute<Returns<typeof submitRelease>>()({});
export const releaseWithdraw = defineRoute<Returns<typeof withdrawRelease>>()({});
export const releaseReview = defineRoute<Returns<typeof reviewRelease>>()({ body: reviewSchema });
export const releaseRedeliver = defineRoute<Returns<typeof redeliverRelease>>()({ body: redeliverSchema });
export const releaseTakedown = defineRoute<Returns<typeof takedownRelease>>()({});
export const trackAdd = defineRoute<Returns<typeof addTrack>>()({ body: createTrackSchema });
export const trackDelete = defineRoute<Returns<typeof deleteTrack>>()({});
export const isrcRequest = defineRoute<Returns<typeof requestIsrc>>()({ body: isrcRequestSchema });
export const upcRequest = defineRoute<Returns<typeof requestUpc>>()({ body: upcRequestSchema });
export const pipelineOverview = defineRoute<Returns<typeof pipelineCounts>>()({});
export const distributionSettingsRead = defineRoute<Returns<typeof getDistributionSettings>>()({});
export const distributionSettingsSet = defineRoute<Returns<typeof setDistributionSettings>>()({
  body: distributionSettingsSchema,
});
export const storeList = defineRoute<Returns<typeof listStores>>()({});
export const storeUpdate = defineRoute<Returns<typeof updateStore>>()({ body: storeUpdateSchema });
export const storeTransportRead = defineRoute<NonNullable<Returns<typeof describeTransport>>>()({});
export const storeTransportSave = defineRoute<Returns<typeof saveTransport>>()({ body: storeTransportInput });
export const storeTransportRemove = defineRoute<Returns<typeof removeTransport>>()({});
export const ernImportList = defineRoute<Returns<typeof listErnImports>>()({ query: pageQuery });

export const distributionApi = {
  '/api/releases': { POST: releaseCreate },
  '/api/releases/[id]': { GET: releaseRead, PATCH: releaseUpdate },
  '/api/releases/[id]/submit': { POST: releaseSubmit },
  '/api/releases/[id]/withdraw': { POST: releaseWithdraw },
  '/api/releases/[id]/review': { POST: releaseReview },
  '/api/releases/[id]/redeliver': { POST: releaseRedeliver },
  '/api/releases/[id]/takedown': { POST: releaseTakedown },
  '/api/releases/[id]/tracks': { POST: trackAdd },
  '/api/releases/[id]/tracks/[trackId]': { DELETE: trackDelete },
  '/api/distribution/isrc': { POST: isrcRequest },
  '/api/distribution/upc': { POST: upcRequest },
  '/api/distribution/overview': { GET: pipelineOverview },
  '/api/distribution/settings': { GET: distributionSettingsRead, PATCH: distributionSettingsSet },
  '/api/distribution/stores': { GET: storeList },
  '/api/distribution/stores/[id]': { PATCH: storeUpdate },
  '/api/ops/store-transports/[id]': { GET: storeTransportRead, PUT: storeTransportSave, DELETE: storeTransportRemove },
  '/api/ddex/import': { GET: ernImportList },
};
