// Job: every minute, read the acknowledgement files of stores whose profile defines an acknowledgement
// folder (one run per tick across all processes: pg-boss's scheduler sends a single job per cron tick).
import type { JobDefinition } from '../lib/platform/jobs';
import { readStoreAcks } from '../lib/distribution/transports/acks';

export const readAcksWorker: JobDefinition<Record<string, never>> = {
  name: 'distribution.read-acks',
  options: { retryLimit: 0, expireInSeconds: 300 },
  schedule: '* * * * *',
  handler: async () => {
    await readStoreAcks();
  },
};
