// POST /api/ops/stripe/webhook: Stripe Connect events (signature checked; a bad one is a 400 and changes nothing).
import { publicRoute } from '@/lib/platform/http/with-auth';
import { handleConnectWebhook } from '@/lib/ops/stripe/webhook';

export const POST = publicRoute({}, async ({ req }) =>
  handleConnectWebhook(await req.text(), req.headers.get('stripe-signature')),
);
