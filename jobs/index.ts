// Every job the platform runs; the web process and `npm run worker` both start these.
import type { JobDefinition } from '../lib/jobs/queue';
import { sendEmailWorker } from './send-email';
// -- distribution import

// -- royalties import

// -- command import

// -- brain import
import { brainScanWorker } from './brain-scan';

// -- school import

// -- end of imports

export const allJobs: JobDefinition<never>[] = [
  sendEmailWorker as JobDefinition<never>,
  // -- distribution

  // -- royalties

  // -- command

  // -- brain
  brainScanWorker as JobDefinition<never>,

  // -- school

  // -- end
];
