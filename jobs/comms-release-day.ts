// Job: every hour, the artists of scheduled releases whose date has come hear that they are live (once).
import type { JobDefinition } from '../lib/platform/jobs';
import { notifyReleasesLiveToday } from '../lib/comms/events';

export const releaseDayWorker: JobDefinition<Record<string, never>> = {
  name: 'comms.release-day',
  options: { retryLimit: 1, expireInSeconds: 600 },
  schedule: '5 * * * *',
  handler: async () => {
    await notifyReleasesLiveToday();
  },
};
