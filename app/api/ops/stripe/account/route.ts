// The caller's Stripe Connect account: its status and requirements (GET), onboarding link (POST).
import { withAuth } from '@/lib/platform/http/with-auth';
import { stripeAccount, stripeOnboarding } from '@/lib/ops/contract';
import { getMyStripeAccount, startStripeOnboarding } from '@/lib/ops/stripe/connect';

export const GET = withAuth('artist', stripeAccount, ({ user }) => getMyStripeAccount(user));

export const POST = withAuth(
  'artist',
  { ...stripeOnboarding, rateLimit: { key: 'stripe-onboarding', points: 10, duration: 60 } },
  ({ user }) => startStripeOnboarding(user),
);
