// The assistant's routes' contracts (lib/platform/http/contract.ts): input schemas and response types, declared
// once for the route handlers and the typed client of the pages (lib/api-routes.ts).
import { defineRoute, type Returns } from '../platform/http/contract';
import { memoryListSchema, pendingListSchema } from './schema';
import type { listMemories } from './memories';
import type { listPending } from './pending';
import type { latestScan } from './scan/service';

export const memoryList = defineRoute<Returns<typeof listMemories>>()({ query: memoryListSchema });
export const pendingList = defineRoute<Returns<typeof listPending>>()({ query: pendingListSchema });
export const scanLatest = defineRoute<Returns<typeof latestScan>>()({});

export const brainApi = {
  '/api/brain/memories': { GET: memoryList },
  '/api/brain/pending': { GET: pendingList },
  '/api/brain/scan/deep': { GET: scanLatest },
};
