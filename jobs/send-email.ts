// Job: deliver one outbox email over SMTP (retried with backoff by the queue).
import type { JobDefinition } from '../lib/platform/jobs';
import { deliverOutboxEmail, sendEmailJob } from '../lib/platform/mail/service';

export const sendEmailWorker: JobDefinition<{ outboxId: string; resend?: boolean }> = {
  ...sendEmailJob,
  handler: async ({ outboxId, resend }) => deliverOutboxEmail(outboxId, { resend }),
};
