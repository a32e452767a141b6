// Job: send one release delivery (ERN) to one store; retried with backoff by the queue. Each worker
// fetches up to 50 jobs per poll; the jobs running at once go out together
// (lib/distribution/deliver-batch.ts): a few statements per batch, not a dozen queries per delivery.
import type { JobDefinition } from '../lib/platform/jobs';
import { deliverJob } from '../lib/distribution/deliveries';
import { deliverBatched } from '../lib/distribution/deliver-batch';

export const deliverReleaseWorker: JobDefinition<{ deliveryId: string }> = {
  ...deliverJob,
  concurrency: 2,
  batchSize: 50,
  handler: async ({ deliveryId }) => deliverBatched(deliveryId),
};
