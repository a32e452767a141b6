// Stripe's HTTP API over fetch, through the integration-call wrapper (every call shows on
// /google-api-monitoring). STRIPE_API_BASE points it at another host (tests run a local fake there).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '../../platform/env';
import { BadRequest, Conflict } from '../../platform/errors';
import { trackedFetch } from '../../platform/integrations';

export function stripeConfigured(): boolean {
  return !!env().STRIPE_SECRET_KEY;
}

type FormValue = string | number | boolean | null | undefined | FormValue[] | { [k: string]: FormValue };

/** Stripe's form encoding: nested objects as a[b][c]=v, arrays as a[0]=v. */
function encodeForm(params: Record<string, FormValue>): string {
  const out = new URLSearchParams();
  const add = (key: string, v: FormValue) => {
    if (v === undefined || v === null) return;
    if (Array.isArray(v)) v.forEach((x, i) => add(`${key}[${i}]`, x));
    else if (typeof v === 'object') for (const [k, x] of Object.entries(v)) add(`${key}[${k}]`, x);
    else out.append(key, String(v));
  };
  for (const [k, v] of Object.entries(params)) add(k, v);
  return out.toString();
}

interface RequestOptions {
  params?: Record<string, FormValue>;
  idempotencyKey?: string;
  /** The operation's name on the integrations page. */
  operation: string;
}

/**
 * Calls Stripe. A refusal (4xx/5xx) becomes a Conflict carrying Stripe's message; an unreachable
 * Stripe becomes a Conflict too, so the caller's state is never changed on a failed call.
 */
export async function stripeRequest<T>(method: 'GET' | 'POST', path: string, opts: RequestOptions): Promise<T> {
  const e = env();
  if (!e.STRIPE_SECRET_KEY) throw new BadRequest('Stripe is not configured on this platform.');
  const body = opts.params ? encodeForm(opts.params) : '';
  const url = `${e.STRIPE_API_BASE.replace(/\/$/, '')}${path}${method === 'GET' && body ? `?${body}` : ''}`;
  const headers: Record<string, string> = { authorization: `Bearer ${e.STRIPE_SECRET_KEY}` };
  if (method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
  if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
  let res: Response;
  try {
    res = await trackedFetch('stripe', opts.operation, url, {
      method,
      headers,
      body: method === 'POST' ? body : undefined,
      signal: AbortSignal.timeout(20_000),
    });
  } catch {
    throw new Conflict('Stripe could not be reached. Nothing was changed; try again in a moment.');
  }
  const json = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
  if (!res.ok || !json) {
    const why = json?.error?.message ?? `it answered ${res.status}`;
    throw new Conflict(`Stripe did not accept the request: ${why}`);
  }
  return json as T;
}

/**
 * Checks a `Stripe-Signature` header (t=<unix>,v1=<hex hmac>[,v1=...]) against the raw body:
 * HMAC-SHA256 of "<t>.<body>" with the endpoint's secret, within `toleranceSec` of now.
 */
export function verifyStripeSignature(
  rawBody: string,
  header: string | null,
  secret: string,
  toleranceSec = 300,
  nowSec = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  let t: number | null = null;
  const sigs: string[] = [];
  for (const part of header.split(',')) {
    const [k, v] = part.split('=', 2).map((x) => x?.trim());
    if (k === 't' && v && /^\d+$/.test(v)) t = Number(v);
    else if (k === 'v1' && v && /^[0-9a-f]{64}$/i.test(v)) sigs.push(v.toLowerCase());
  }
  if (t === null || sigs.length === 0 || Math.abs(nowSec - t) > toleranceSec) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${rawBody}`, 'utf8').digest('hex'));
  return sigs.some((s) => {
    const b = Buffer.from(s);
    return b.length === expected.length && timingSafeEqual(b, expected);
  });
}
