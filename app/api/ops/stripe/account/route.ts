// The caller's Stripe Connect account: its status and requirements (GET), onboarding link (POST).
import { withAuth } from '@/lib/platform/http/with-auth';
import { getMyStripeAccount, startStripeOnboarding } from '@/lib/ops/stripe/connect';

export const GET = withAuth('artist', {}, ({ user }) => getMyStripeAccount(user));

export const POST = withAuth(
  'artist',
  { rateLimit: { key: 'stripe-onboarding', points: 10, duration: 60 } },
  ({ user }) => startStripeOnboarding(user),
);
