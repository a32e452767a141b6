// POST /api/services/stripe/webhook: kept for Stripe endpoints registered before /api/stripe/webhook; the same
// handler.
import { publicRoute } from '@/lib/platform/http/with-auth';
import { handleStripeWebhook } from '@/lib/ops/stripe/webhook';

export const POST = publicRoute({}, async ({ req }) =>
  handleStripeWebhook(await req.text(), req.headers.get('stripe-signature')),
);
