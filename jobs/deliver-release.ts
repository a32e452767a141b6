// Job: send one release delivery (ERN) to one store; retried with backoff by the queue.
import type { JobDefinition } from '../lib/jobs/queue';
import { deliverJob, deliverOne } from '../lib/distribution/deliveries';

export const deliverReleaseWorker: JobDefinition<{ deliveryId: string }> = {
  ...deliverJob,
  concurrency: 4,
  handler: async ({ deliveryId }) => deliverOne(deliveryId),
};
