// Every job the platform runs; the web process and `npm run worker` both start these.
import type { JobDefinition } from '../lib/platform/jobs';
import { sendEmailWorker } from './send-email';
// -- distribution import
import { deliverReleaseWorker } from './deliver-release';
import { readAcksWorker } from './distribution-read-acks';

// -- royalties import
import { importStatementWorker } from './import-statement';

// -- command import

// -- brain import
import { brainScanWorker } from './brain-scan';

// -- school import

// -- trust import

// -- rights import

// -- services import
import { studioReminderWorker } from './studio-reminder';

// -- comms import
import { announcementWorker } from '../lib/comms/announcements';
import { releaseDayWorker } from './comms-release-day';

// -- ops import
import { healthCheckWorker } from './ops-health-check';

// -- experience import

// -- end of imports

export const allJobs: JobDefinition<never>[] = [
  sendEmailWorker as JobDefinition<never>,
  // -- distribution
  deliverReleaseWorker as JobDefinition<never>,
  readAcksWorker as JobDefinition<never>,

  // -- royalties
  importStatementWorker as JobDefinition<never>,

  // -- command

  // -- brain
  brainScanWorker as JobDefinition<never>,

  // -- school

  // -- trust

  // -- rights

  // -- services
  studioReminderWorker as JobDefinition<never>,

  // -- comms
  announcementWorker as JobDefinition<never>,
  releaseDayWorker as JobDefinition<never>,

  // -- ops
  healthCheckWorker as JobDefinition<never>,

  // -- experience

  // -- end
];
