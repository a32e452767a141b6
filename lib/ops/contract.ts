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
