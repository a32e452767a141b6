// Every intent, most specific first, and which one makes another redundant for the same clause.
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
import { deliveriesIntent } from './deliveries';
import { earningsCompareIntent, earningsRankingIntent, earningsTotalIntent } from './earnings-aggregate';
import { failedDeliveriesIntent } from './failed-deliveries';
import { openTicketsIntent } from './open-tickets';
import { ticketRequesterIntent } from './ticket-requester';
import { healthIntent, supportSlaIntent } from './operations';
import { payoutHistoryIntent, taxDetailsIntent } from './payout-history';
import { pendingPayoutsIntent } from './pending-payouts';
import { releaseEarnings } from './release-earnings';
import { releaseStatusIntent } from './release-status';
import { reviewQueueIntent } from './review-queue';
import { rightsIntent, workStatusIntent } from './rights';
import { schoolIntent } from './school';
import { serviceOrdersIntent, studioIntent } from './services';
import { statementsIntent } from './statements';
import { studentProgressIntent } from './student-progress';
import { topEarnersIntent } from './top-earners';
import type { Intent } from './types';
import { unmatchedRowsIntent } from './unmatched-rows';
import { userCountsIntent } from './user-counts';
import { waitingOnIntent } from './waiting-on';

/** Every intent, most specific first (the first of two overlapping intents wins, see `OVERLAPS`). */
export const INTENTS: readonly Intent[] = [
  topEarnersIntent,
  earningsCompareIntent,
  earningsRankingIntent,
  earningsTotalIntent,
  releaseEarnings,
  reviewQueueIntent,
  unmatchedRowsIntent,
  statementsIntent,
  ticketRequesterIntent,
  balanceIntent,
  pendingPayoutsIntent,
  payoutHistoryIntent,
  taxDetailsIntent,
  supportSlaIntent,
  openTicketsIntent,
  studentProgressIntent,
  schoolIntent,
  serviceOrdersIntent,
  studioIntent,
  workStatusIntent,
  rightsIntent,
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

/** Pairs where the first, when it answers a clause, makes the second redundant for that clause. */
export const OVERLAPS: [string, string][] = [
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
  ['review-queue', 'artist-directory'],
  ['student-progress', 'artist-releases'],
  ['student-progress', 'school-overview'],
  ['student-progress', 'release-status'],
  ['waiting-on', 'release-status'],
  ['waiting-on', 'artist-releases'],
  ['work-status', 'release-status'],
  ['work-status', 'rights-registrations'],
  ['release-tracks', 'artist-releases'],
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
