// The Stripe client for service payments. STRIPE_API_BASE points it at another host (tests run a local
// fake of Stripe's HTTP API there); without STRIPE_SECRET_KEY, orders wait for a manual payment.
import { env } from '../platform/env';
import Stripe from 'stripe';

export function stripeClient(): Stripe | null {
  const key = env().STRIPE_SECRET_KEY;
  if (!key) return null;
  const base = env().STRIPE_API_BASE;
  if (new URL(base).hostname === 'api.stripe.com') return new Stripe(key, { maxNetworkRetries: 1 });
  const u = new URL(base);
  return new Stripe(key, {
    host: u.hostname,
    port: u.port ? Number(u.port) : undefined,
    protocol: u.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 0,
  });
}

export function webhookSecret(): string | undefined {
  return env().STRIPE_WEBHOOK_SECRET || undefined;
}
