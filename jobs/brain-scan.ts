// Job: the assistant's deep scan of the platform's own source tree (progress on the BrainScan row).
import type { JobDefinition } from '../lib/platform/jobs';
import { brainScanJob, runDeepScan } from '../lib/brain/scan/service';

export const brainScanWorker: JobDefinition<{ scanId: string }> = {
  ...brainScanJob,
  handler: async ({ scanId }) => runDeepScan(scanId),
};
