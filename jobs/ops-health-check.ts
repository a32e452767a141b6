// Job: every minute, run the platform's health checks and store them (one run per minute across all
// processes: pg-boss's scheduler sends a single job per cron tick).
import type { JobDefinition } from '../lib/platform/jobs';
import { runHealthChecks } from '../lib/ops/health/service';

export const healthCheckWorker: JobDefinition<Record<string, never>> = {
  name: 'ops.health-check',
  options: { retryLimit: 0, expireInSeconds: 120 },
  schedule: '* * * * *',
  handler: async () => {
    await runHealthChecks();
  },
};
