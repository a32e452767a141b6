// Every intent, most specific first, and which one makes another redundant for the same clause.
import { applicationsIntent, courseLessonsIntent } from './applications';
import { artistReleasesIntent } from './artist-releases';
import { balanceIntent } from './balances';
import {
  artistDirectoryIntent,
  releaseCodesIntent,
  releaseCountsIntent,
  releaseTracksIntent,
  trackCountIntent,
  trackInfoIntent,
} from './catalogue-counts';
import { countryEarningsIntent } from './countries';
import { deliveriesIntent } from './deliveries';
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
import { releaseEarnings } from './release-earnings';
import { explicitIntent, featuredArtistsIntent } from './release-flags';
import { quizScoresIntent, welcomeCallSlotsIntent } from './quizzes-and-calls';
import { calendarIntent, driveIntent, dspInboxIntent } from './workspace';
import { latestLiveIntent, releaseOnStoreIntent, storeSettingsIntent } from './release-facts';
import { recoupmentIntent } from './recoupment';
import { releaseStatusIntent } from './release-status';
import { reviewQueueIntent } from './review-queue';
import { payeeIntent, payoutRankingIntent } from './payees';
import { peopleIntent } from './people';
import { rightsIntent, workStatusIntent } from './rights';
import { filingsIntent, signedWorksIntent, workDetailIntent } from './rights-details';
import { rosterIntent } from './roster';
import { offeringPriceIntent, orderLookupIntent } from './service-lookups';
import { schoolIntent } from './school';
import { serviceOrdersIntent, studioIntent } from './services';
import { statementDetailIntent } from './statement-detail';
import { storeDetailsIntent } from './store-details';
import { statementsIntent } from './statements';
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
  orderLookupIntent,
  offeringPriceIntent,
  welcomeCallSlotsIntent,
  quizScoresIntent,
  calendarIntent,
  driveIntent,
  dspInboxIntent,
  applicationsIntent,
  explicitIntent,
  featuredArtistsIntent,
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
  trackCountIntent,
  releaseStatusIntent,
  failedDeliveriesIntent,
  deliveriesIntent,
  releaseCountsIntent,
  artistDirectoryIntent,
  artistReleasesIntent,
];

const beats = (a: string, bs: string[]): [string, string][] => bs.map((b) => [a, b]);

/** Pairs where the first, when it answers a clause, makes the second redundant for that clause. */
export const OVERLAPS: [string, string][] = [
  ...beats('service-order-lookup', [
    'service-orders',
    'release-status',
    'release-earnings',
    'waiting-on',
    'artist-releases',
    'studio-bookings',
    'earnings-total',
  ]),
  ...beats('service-prices', ['service-orders', 'earnings-ranking', 'studio-bookings', 'earnings-total']),
  ...beats('school-applications', [
    'school-overview',
    'review-queue',
    'waiting-on',
    'release-counts',
    'student-progress',
    'open-tickets',
  ]),
  ...beats('welcome-call-slots', ['school-applications', 'school-overview', 'studio-bookings', 'calendar']),
  ...beats('quiz-scores', ['student-progress', 'school-overview', 'course-lessons', 'school-applications']),
  ...beats('calendar', ['studio-bookings', 'release-counts', 'service-orders', 'payout-history', 'waiting-on']),
  ...beats('drive', ['failed-deliveries', 'deliveries-by-store', 'release-counts', 'platform-health']),
  ...beats('dsp-inbox', [
    'failed-deliveries',
    'deliveries-by-store',
    'release-status',
    'release-counts',
    'platform-health',
    'statement-imports',
  ]),
  ...beats('explicit-content', [
    'release-counts',
    'release-status',
    'track-info',
    'release-tracks',
    'artist-releases',
    'track-count',
  ]),
  ...beats('featured-artists', [
    'artist-roster',
    'artist-directory',
    'artist-releases',
    'release-status',
    'release-tracks',
    'track-info',
    'release-counts',
  ]),
  ...beats('artist-roster', [
    'artist-directory',
    'artist-releases',
    'release-counts',
    'release-status',
    'release-earnings',
    'earnings-total',
  ]),
  ...beats('latest-release', ['release-counts', 'release-status', 'earnings-ranking', 'artist-releases']),
  ...beats('store-details', ['deliveries-by-store', 'store-settings', 'release-counts', 'failed-deliveries']),
  ...beats('store-settings', ['deliveries-by-store', 'release-counts']),
  ...beats('release-on-store', ['release-status', 'deliveries-by-store', 'artist-releases', 'release-counts']),
  ...beats('payee-details', [
    'artist-balance',
    'tax-details',
    'pending-payouts',
    'payout-history',
    'earnings-total',
    'release-earnings',
    'artist-releases',
  ]),
  ...beats('people-lookup', [
    'email-queue',
    'user-counts',
    'artist-directory',
    'artist-releases',
    'artist-roster',
    'student-progress',
    'school-overview',
    'platform-health',
  ]),
  ...beats('payout-ranking', ['pending-payouts', 'payout-history', 'earnings-ranking', 'top-earners']),
  ...beats('copyright-filings', ['rights-registrations', 'work-status', 'school-overview']),
  ...beats('signed-works', ['rights-registrations', 'work-status']),
  ...beats('work-detail', [
    'rights-registrations',
    'work-status',
    'waiting-on',
    'release-tracks',
    'release-status',
    'release-earnings',
    'artist-releases',
    'track-info',
    'release-counts',
    'earnings-total',
  ]),
  ...beats('email-queue', ['platform-health', 'open-tickets', 'waiting-on', 'user-counts']),
  ...beats('ticket-lookups', [
    'open-tickets',
    'unmatched-rows',
    'pending-payouts',
    'payout-history',
    'release-counts',
    'release-status',
    'waiting-on',
  ]),
  ...beats('ticket-filters', ['ticket-lookups', 'open-tickets', 'support-sla', 'unmatched-rows', 'ticket-requester']),
  ...beats('triage', [
    'review-queue',
    'waiting-on',
    'release-counts',
    'open-tickets',
    'failed-deliveries',
    'pending-payouts',
    'platform-health',
  ]),
  ...beats('statement-detail', ['unmatched-rows', 'statement-imports', 'deliveries-by-store']),
  ...beats('earnings-by-country', [
    'top-earners',
    'earnings-ranking',
    'earnings-total',
    'release-earnings',
    'artist-releases',
    'earnings-compare',
  ]),
  ['earnings-by-country', 'earnings-breakdown'],
  ...beats('recoupment', [
    'earnings-total',
    'release-earnings',
    'work-status',
    'rights-registrations',
    'work-detail',
    'release-status',
  ]),
  ...beats('earnings-breakdown', [
    'top-earners',
    'earnings-ranking',
    'earnings-total',
    'earnings-compare',
    'release-earnings',
    'artist-releases',
    'deliveries-by-store',
    'release-status',
  ]),
  ...beats('streams', [
    'earnings-breakdown',
    'earnings-by-country',
    'top-earners',
    'earnings-ranking',
    'earnings-total',
    'earnings-compare',
    'release-earnings',
    'release-status',
    'artist-releases',
    'release-counts',
    'track-info',
    'release-tracks',
    'deliveries-by-store',
  ]),
  ...beats('course-lessons', ['school-overview', 'student-progress']),
  ['top-earners', 'release-earnings'],
  ['earnings-compare', 'release-earnings'],
  ['earnings-compare', 'release-status'],
  ['earnings-ranking', 'release-earnings'],
  ['earnings-total', 'release-earnings'],
  ['release-status', 'failed-deliveries'],
  ['release-status', 'deliveries-by-store'],
  ['release-earnings', 'artist-releases'],
  ['release-status', 'artist-releases'],
  ['review-queue', 'release-status'],
  ['review-queue', 'release-counts'],
  ['release-counts', 'artist-releases'],
  ['review-queue', 'artist-directory'],
  ['student-progress', 'artist-releases'],
  ['student-progress', 'school-overview'],
  ['student-progress', 'release-status'],
  ['waiting-on', 'release-status'],
  ['waiting-on', 'artist-releases'],
  ['work-status', 'release-status'],
  ['work-status', 'rights-registrations'],
  ['release-tracks', 'artist-releases'],
  ['track-count', 'artist-releases'],
  ['release-tracks', 'release-status'],
  ['track-info', 'artist-releases'],
  ['track-info', 'release-tracks'],
  ['release-codes', 'release-tracks'],
  ['release-codes', 'track-info'],
  ['release-codes', 'release-status'],
  ['release-codes', 'artist-releases'],
  ['support-sla', 'open-tickets'],
  ['ticket-requester', 'open-tickets'],
  ['ticket-requester', 'pending-payouts'],
  ['earnings-ranking', 'deliveries-by-store'],
  ['ticket-requester', 'support-sla'],
  ['payout-history', 'pending-payouts'],
  ['artist-balance', 'artist-releases'],
  ['artist-balance', 'pending-payouts'],
  ['statement-imports', 'deliveries-by-store'],
  ['failed-deliveries', 'deliveries-by-store'],
  ['service-orders', 'earnings-ranking'],
  ['school-overview', 'earnings-ranking'],
];
