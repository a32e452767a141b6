// ops's public face (docs/architecture.md "Floors and domains"): what other domains may use; they import
// `@/lib/ops`, never a file inside. Export only what another domain needs, and nothing that reaches a domain
// which imports this one (no cycles).
export { createPayoutTransfer, payableStripeAccount, payableStripeUsers, recordPayoutTransfer } from './stripe/connect';
export { getHealthOverview } from './health/service';
export {
  payeesWithoutTaxDetails,
  payeesWithTaxDetails,
  TAX_DETAILS_MISSING,
  taxProfileCount,
  yearlyEarningsSummary,
} from './tax/service';
export { calendarCoreItems } from './calendar/core-items';
export { driveTotals } from './drive/listing';
export { getBankingOverview } from './stripe/banking';
export { getIntegrationStats } from './integrations/service';
