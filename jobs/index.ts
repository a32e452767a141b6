// Every job the platform runs; the web process and `npm run worker` both start these.
import type { JobDefinition } from '../lib/jobs/queue';
import { sendEmailWorker } from './send-email';
// -- distribution import
import { deliverReleaseWorker } from './deliver-release';

// -- royalties import

// -- command import

// -- brain import

// -- school import

// -- end of imports

export const allJobs: JobDefinition<never>[] = [
  sendEmailWorker as JobDefinition<never>,
  // -- distribution
  deliverReleaseWorker as JobDefinition<never>,

  // -- royalties

  // -- command

  // -- brain

  // -- school

  // -- end
];
