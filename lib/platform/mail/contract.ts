// components/comms-accounts-brain
// The outbox routes' contracts (lib/platform/http/contract.ts), for the route handlers and the typed client.
import { defineRoute, type Returns } from '../http/contract';
import { outboxQuerySchema } from './schema';
import type { listOutbox, resendOutboxEmail } from './service';

export const outboxList = defineRoute<Returns<typeof listOutbox>>()({ query: outboxQuerySchema });
export const outboxResend = defineRoute<Returns<typeof resendOutboxEmail>>()({});

export const mailApi = {
  '/api/admin/outbox': { GET: outboxList },
  '/api/admin/outbox/[id]/resend': { POST: outboxResend },
};
