// The Stripe client for service payments. STRIPE_API_BASE points it at another host (tests run a local
// fake of Stripe's HTTP API there); without STRIPE_SECRET_KEY, orders wait for a manual payment.
import { processEnv } from '../platform/env';
import Stripe from 'stripe';

export function stripeClient(): Stripe | null {
  const key = processEnv().STRIPE_SECRET_KEY;
  if (!key) return null;
  const base = processEnv().STRIPE_API_BASE;
  if (!base) return new Stripe(key, { maxNetworkRetries: 1 });
  const u = new URL(base);
  return new Stripe(key, {
    host: u.hostname,
    port: u.port ? Number(u.port) : undefined,
    protocol: u.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 0,
  });
}

export function webhookSecret(): string | undefined {
  return processEnv().STRIPE_WEBHOOK_SECRET || undefined;
}
