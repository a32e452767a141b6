// royalties's public face (docs/architecture.md "Floors and domains"): what other domains may use; they import
// `@/lib/royalties`, never a file inside. Export only what another domain needs, and nothing that reaches a domain
// which imports this one (no cycles).
export { userEarningsSummary } from './earnings';
export { lockUserLedger, postTransaction } from './ledger';
export { listPayoutsForAdmin, payoutMinimumCents } from './payouts';
export { topEarners } from './reports';
export { unmatchedTotals } from './statements';
export { releaseEarningsCents, releaseGrossNetCents, totalRevenueCents } from './stats';
