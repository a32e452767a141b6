// POST /api/services/stripe/webhook: Stripe events (signature checked) that settle Checkout payments.
import { publicRoute } from '@/lib/platform/http/with-auth';
import { handleStripeWebhook } from '@/lib/services/payments';

export const POST = publicRoute({}, async ({ req }) =>
  handleStripeWebhook(await req.text(), req.headers.get('stripe-signature')),
);
