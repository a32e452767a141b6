// The Stripe client for service payments. STRIPE_API_BASE points it at another host (tests run a local
// fake of Stripe's HTTP API there); without STRIPE_SECRET_KEY, orders wait for a manual payment.
import Stripe from 'stripe';

export function stripeConfigured(): boolean {
  return !!process.env.STRIPE_SECRET_KEY;
}

export function stripeClient(): Stripe | null {
  const key = process.env.STRIPE_SECRET_KEY;
  if (!key) return null;
  const base = process.env.STRIPE_API_BASE;
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
  return process.env.STRIPE_WEBHOOK_SECRET || undefined;
}
