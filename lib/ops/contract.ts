// The operations routes' contracts (lib/platform/http/contract.ts): input schemas and response types, declared
// once for the route handlers and the typed client of the pages (lib/api-routes.ts).
import { defineRoute, type Returns } from '../platform/http/contract';
import { healthHistoryQuery, taxProfileInput, taxSummaryQuery } from './schema';
import type { getHealthOverview, HealthHistory } from './health/service';
import type { IntegrationStats } from './integrations/service';
import type { getMyStripeAccount, reconcileTransfers } from './stripe/connect';
import type { getBankingOverview } from './stripe/banking';
import type { getMyTaxProfile, saveTaxProfile, yearlyEarningsSummary } from './tax/service';

export const healthOverview = defineRoute<Returns<typeof getHealthOverview>>()({});
export const healthHistory = defineRoute<HealthHistory>()({ query: healthHistoryQuery });
export const integrationStats = defineRoute<IntegrationStats>()({});
export const stripeReconciliation = defineRoute<Returns<typeof reconcileTransfers>>()({});
export const bankingOverview = defineRoute<Returns<typeof getBankingOverview>>()({});
export const stripeAccount = defineRoute<Returns<typeof getMyStripeAccount>>()({});
export const taxProfileRead = defineRoute<Returns<typeof getMyTaxProfile>>()({});
export const taxProfileSave = defineRoute<Returns<typeof saveTaxProfile>>()({ body: taxProfileInput });
/** JSON with `format=json`; the CSV download otherwise (a Response of its own). */
export const taxSummary = defineRoute<Returns<typeof yearlyEarningsSummary>>()({ query: taxSummaryQuery });

export const opsApi = {
  '/api/ops/health': { GET: healthOverview },
  '/api/ops/health/history': { GET: healthHistory },
  '/api/ops/integrations': { GET: integrationStats },
  '/api/ops/stripe/reconciliation': { GET: stripeReconciliation },
  '/api/ops/stripe/overview': { GET: bankingOverview },
  '/api/ops/stripe/account': { GET: stripeAccount },
  '/api/ops/tax': { GET: taxProfileRead, PUT: taxProfileSave },
  '/api/ops/tax/summary': { GET: taxSummary },
};

// components/royalties-ops
import {
  calendarEventInput,
  calendarRangeQuery,
  calendarTaskInput,
  calendarTaskListQuery,
  calendarTaskUpdate,
  createFolderInput,
  createShareInput,
  driveAttachedQuery,
  driveListQuery,
  driveOwnerQuery,
  updateFileInput,
} from './schema';
import { pageQuery } from '../platform/paging';
import type { runHealthChecks } from './health/service';
import type { probeIntegration } from './integrations/probes';
import type { startStripeOnboarding } from './stripe/connect';
import type { listConnectedAccounts, listStripeTransfers } from './stripe/banking';
import type { calendarItems, createEvent, createTask, listTasks, rotateFeed, setTaskDone } from './calendar/service';
import type { listAttachedFiles, listDrive, listDriveOwners } from './drive/listing';
import type { createFolder, listVersions, purgeFile, updateFile, updateFolder } from './drive/service';
import type { createFileShare, createUploadShare } from './drive/shares';

export const healthRun = defineRoute<{ results: Returns<typeof runHealthChecks> }>()({});
export const integrationProbe = defineRoute<Returns<typeof probeIntegration>>()({});
export const stripeOnboarding = defineRoute<Returns<typeof startStripeOnboarding>>()({});
export const stripeAccountList = defineRoute<Returns<typeof listConnectedAccounts>>()({ query: pageQuery });
export const stripeTransferList = defineRoute<Returns<typeof listStripeTransfers>>()({ query: pageQuery });
export const calendarRead = defineRoute<Returns<typeof calendarItems>>()({ query: calendarRangeQuery });
export const calendarEventCreate = defineRoute<Returns<typeof createEvent>>()({ body: calendarEventInput });
export const calendarFeedRotate = defineRoute<Returns<typeof rotateFeed>>()({});
export const calendarTaskList = defineRoute<Returns<typeof listTasks>>()({ query: calendarTaskListQuery });
export const calendarTaskCreate = defineRoute<Returns<typeof createTask>>()({ body: calendarTaskInput });
export const calendarTaskDone = defineRoute<Returns<typeof setTaskDone>>()({ body: calendarTaskUpdate });
export const driveList = defineRoute<Returns<typeof listDrive>>()({ query: driveListQuery });
export const driveAttachedList = defineRoute<Returns<typeof listAttachedFiles>>()({ query: driveAttachedQuery });
export const driveOwnerList = defineRoute<Returns<typeof listDriveOwners>>()({ query: pageQuery });
export const driveFolderCreate = defineRoute<Returns<typeof createFolder>>()({
  body: createFolderInput,
  query: driveOwnerQuery,
});
export const driveFileUpdate = defineRoute<Returns<typeof updateFile>>()({ body: updateFileInput });
export const driveFilePurge = defineRoute<Returns<typeof purgeFile>>()({});
export const driveFolderUpdate = defineRoute<Returns<typeof updateFolder>>()({ body: updateFileInput });
export const driveVersionList = defineRoute<Returns<typeof listVersions>>()({});
export const driveFileShare = defineRoute<Returns<typeof createFileShare>>()({ body: createShareInput });
export const driveFolderShare = defineRoute<Returns<typeof createUploadShare>>()({ body: createShareInput });

export const opsPagesApi = {
  '/api/ops/health': { POST: healthRun },
  '/api/ops/integrations/[name]/probe': { POST: integrationProbe },
  '/api/ops/stripe/account': { POST: stripeOnboarding },
  '/api/ops/stripe/accounts': { GET: stripeAccountList },
  '/api/ops/stripe/transfers': { GET: stripeTransferList },
  '/api/calendar': { GET: calendarRead },
  '/api/calendar/events': { POST: calendarEventCreate },
  '/api/calendar/feed': { POST: calendarFeedRotate },
  '/api/calendar/tasks': { GET: calendarTaskList, POST: calendarTaskCreate },
  '/api/calendar/tasks/[id]': { PATCH: calendarTaskDone },
  '/api/drive': { GET: driveList },
  '/api/drive/attached': { GET: driveAttachedList },
  '/api/drive/owners': { GET: driveOwnerList },
  '/api/drive/folders': { POST: driveFolderCreate },
  '/api/drive/files/[id]': { PATCH: driveFileUpdate, DELETE: driveFilePurge },
  '/api/drive/folders/[id]': { PATCH: driveFolderUpdate },
  '/api/drive/files/[id]/versions': { GET: driveVersionList },
  '/api/drive/files/[id]/shares': { POST: driveFileShare },
  '/api/drive/folders/[id]/shares': { POST: driveFolderShare },
};
