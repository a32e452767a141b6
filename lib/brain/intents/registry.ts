// Every intent, most specific first; which one makes another redundant is in overlaps.ts.
import { adminActivityIntent } from './admin-activity';
import { applicationsIntent, courseLessonsIntent } from './applications';
import { artistReleasesIntent } from './artist-releases';
import { balanceIntent } from './balances';
import { bankingIntent, taxSummaryIntent } from './banking';
import { brandFiguresIntent, platformAnalyticsIntent } from './brands';
import {
  artistDirectoryIntent,
  releaseCodesIntent,
  releaseCountsIntent,
  releaseTracksIntent,
  trackCountIntent,
} from './catalogue-counts';
import { trackInfoIntent, trackLengthsIntent } from './track-facts';
import { catalogueBreakdownIntent } from './catalogue-breakdown';
import { codeRangesIntent } from './code-ranges';
import { commandCenterIntent } from './command-center';
import { commsHubIntent } from './comms-hub';
import { countryEarningsIntent } from './countries';
import { deliveriesIntent } from './deliveries';
import { deliveryAttemptsIntent } from './delivery-attempts';
import { contactsIntent, integrationsIntent, waitingListIntent } from './directories';
import { earningsBreakdownIntent } from './earnings-breakdown';
import { earningsCompareIntent, earningsRankingIntent, earningsTotalIntent } from './earnings-aggregate';
import { emailQueueIntent } from './email-queue';
import { failedDeliveriesIntent } from './failed-deliveries';
import { openTicketsIntent } from './open-tickets';
import { ticketFiltersIntent } from './ticket-filters';
import { ticketLookupsIntent } from './ticket-lookups';
import { ticketRequesterIntent } from './ticket-requester';
import { healthIntent, supportSlaIntent } from './operations';
import { payoutHistoryIntent, taxDetailsIntent } from './payout-history';
import { pendingPayoutsIntent } from './pending-payouts';
import { deliveryLogIntent, deliveryPipelineIntent, recentUploadsIntent } from './pipeline';
import { releaseEarnings } from './release-earnings';
import { explicitIntent, featuredArtistsIntent, missingCodesIntent } from './release-flags';
import { quizScoresIntent, welcomeCallSlotsIntent } from './quizzes-and-calls';
import { calendarIntent, driveIntent, dspInboxIntent } from './workspace';
import { latestLiveIntent, releaseOnStoreIntent, storeSettingsIntent } from './release-facts';
import { recoupmentIntent } from './recoupment';
import { releaseSplitsIntent } from './release-splits';
import { releaseStatusIntent } from './release-status';
import { reviewQueueIntent } from './review-queue';
import { payeeIntent, payoutRankingIntent } from './payees';
import { peopleIntent } from './people';
import { rightsIntent, workStatusIntent } from './rights';
import { filingsIntent, signedWorksIntent, workDetailIntent } from './rights-details';
import { rosterIntent } from './roster';
import { offeringPriceIntent, orderLookupIntent } from './service-lookups';
import { schoolIntent } from './school';
import { schoolImpactIntent, schoolWorkloadIntent } from './school-figures';
import { serviceOrdersIntent, studioIntent } from './services';
import { statementDetailIntent } from './statement-detail';
import { storeDetailsIntent } from './store-details';
import { statementsIntent } from './statements';
import { statementRatesIntent } from './statement-rates';
import { streamsIntent } from './streams';
import { studentProgressIntent } from './student-progress';
import { topEarnersIntent } from './top-earners';
import { triageIntent } from './triage';
import type { Intent } from './types';
import { unmatchedRowsIntent } from './unmatched-rows';
import { userCountsIntent } from './user-counts';
import { waitingOnIntent } from './waiting-on';

/** Every intent, most specific first (the first of two overlapping intents wins, see `OVERLAPS`). */
export const INTENTS: readonly Intent[] = [
  triageIntent,
  // The page figures of the breadth round: narrow words, each beats the broader intents (overlaps.ts).
  commandCenterIntent,
  waitingListIntent,
  schoolWorkloadIntent,
  schoolImpactIntent,
  taxSummaryIntent,
  bankingIntent,
  codeRangesIntent,
  commsHubIntent,
  deliveryAttemptsIntent,
  deliveryLogIntent,
  deliveryPipelineIntent,
  recentUploadsIntent,
  brandFiguresIntent,
  platformAnalyticsIntent,
  adminActivityIntent,
  contactsIntent,
  integrationsIntent,
  releaseSplitsIntent,
  orderLookupIntent,
  offeringPriceIntent,
  welcomeCallSlotsIntent,
  quizScoresIntent,
  calendarIntent,
  driveIntent,
  dspInboxIntent,
  applicationsIntent,
  explicitIntent,
  missingCodesIntent,
  featuredArtistsIntent,
  catalogueBreakdownIntent,
  rosterIntent,
  peopleIntent,
  payeeIntent,
  payoutRankingIntent,
  filingsIntent,
  signedWorksIntent,
  workDetailIntent,
  latestLiveIntent,
  storeDetailsIntent,
  storeSettingsIntent,
  releaseOnStoreIntent,
  recoupmentIntent,
  streamsIntent,
  countryEarningsIntent,
  earningsBreakdownIntent,
  topEarnersIntent,
  earningsCompareIntent,
  earningsRankingIntent,
  earningsTotalIntent,
  releaseEarnings,
  reviewQueueIntent,
  statementRatesIntent,
  statementDetailIntent,
  unmatchedRowsIntent,
  statementsIntent,
  ticketFiltersIntent,
  ticketLookupsIntent,
  ticketRequesterIntent,
  balanceIntent,
  pendingPayoutsIntent,
  payoutHistoryIntent,
  taxDetailsIntent,
  supportSlaIntent,
  openTicketsIntent,
  courseLessonsIntent,
  studentProgressIntent,
  schoolIntent,
  serviceOrdersIntent,
  studioIntent,
  workStatusIntent,
  rightsIntent,
  emailQueueIntent,
  healthIntent,
  userCountsIntent,
  waitingOnIntent,
  releaseCodesIntent,
  releaseTracksIntent,
  trackInfoIntent,
  trackLengthsIntent,
  trackCountIntent,
  releaseStatusIntent,
  failedDeliveriesIntent,
  deliveriesIntent,
  releaseCountsIntent,
  artistDirectoryIntent,
  artistReleasesIntent,
];

export { OVERLAPS } from './overlaps';
