// POST /api/stripe/webhook: the platform's one Stripe webhook endpoint. The SDK checks the signature (400 and
// nothing changed when it does not match), then the event goes by type: Checkout payments settle service orders,
// Connect account, payout and transfer events update payees' accounts and payouts (lib/ops/stripe/webhook.ts).
import { publicRoute } from '@/lib/platform/http/with-auth';
import { handleStripeWebhook } from '@/lib/ops/stripe/webhook';

export const POST = publicRoute({}, async ({ req }) =>
  handleStripeWebhook(await req.text(), req.headers.get('stripe-signature')),
);
