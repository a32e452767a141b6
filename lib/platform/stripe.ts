// The one Stripe client, through the official SDK: service payments (Checkout, refunds) and Stripe Connect
// payouts (accounts, transfers, reconciliation) both use it, and one webhook endpoint verifies events with it.
// STRIPE_API_BASE points it at another host (tests run a local fake of Stripe's HTTP API there); without
// STRIPE_SECRET_KEY there is no client and callers offer what works without Stripe.
import Stripe from 'stripe';
import { env } from './env';
import { BadRequest, Conflict } from './errors';
import { recordCall } from './integrations';

export type { Stripe };

export function stripeConfigured(): boolean {
  return !!env().STRIPE_SECRET_KEY;
}

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

/**
 * One call to Stripe, shown on the integrations page under `operation`. A refusal becomes a Conflict carrying
 * Stripe's message and an unreachable Stripe a Conflict too, so the caller's state is never changed on a
 * failed call. Without Stripe: a 400 (callers that reach customers check `stripeConfigured` first).
 */
export async function callStripe<T>(operation: string, call: (stripe: Stripe) => Promise<T>): Promise<T> {
  const stripe = stripeClient();
  if (!stripe) throw new BadRequest('Stripe is not configured on this platform.');
  try {
    return await recordCall('stripe', operation, () => call(stripe));
  } catch (err) {
    if (err instanceof Stripe.errors.StripeConnectionError)
      throw new Conflict('Stripe could not be reached. Nothing was changed; try again in a moment.');
    if (err instanceof Stripe.errors.StripeError)
      throw new Conflict(`Stripe did not accept the request: ${err.message}`);
    throw err;
  }
}

/** The signing secrets of the platform's webhook endpoints (account events, and Connect events if separate). */
function webhookSecrets(): string[] {
  const e = env();
  return [e.STRIPE_WEBHOOK_SECRET, e.STRIPE_CONNECT_WEBHOOK_SECRET].filter((s): s is string => !!s);
}

export function stripeWebhooksConfigured(): boolean {
  return webhookSecrets().length > 0;
}

/**
 * The event of a webhook request, its `Stripe-Signature` checked by the SDK against each configured secret
 * (Stripe signs an account endpoint and a Connect endpoint with different secrets) within its 5-minute tolerance.
 */
export function verifyStripeEvent(rawBody: string, signature: string | null): Stripe.Event {
  const secrets = webhookSecrets();
  if (secrets.length === 0) throw new BadRequest('Stripe webhooks are not configured on this platform.');
  if (!signature) throw new BadRequest('Missing Stripe signature');
  const verifier = stripeClient() ?? new Stripe('sk_webhook_verification_only');
  for (const secret of secrets) {
    try {
      return verifier.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      // the next secret, if any
    }
  }
  throw new BadRequest('The Stripe signature does not match.');
}
