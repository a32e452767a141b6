// The one wrapper every outbound call to an external integration goes through: it times the call and
// records its outcome (status, error, quota headers) in IntegrationCall for /google-api-monitoring.
// Recording never breaks the call itself: a failed insert is logged and dropped.
import { db } from './db';
import { logger } from './logger';

export interface CallOutcome {
  ok: boolean;
  status?: number | null;
  error?: string | null;
  quota?: Record<string, string> | null;
}

const QUOTA_HEADER = /^(x-)?ratelimit|^x-rate-limit|quota|^retry-after$|^stripe-should-retry$/i;

/** Rate-limit and quota headers of a response (x-ratelimit-remaining, retry-after ...). */
function quotaHeaders(headers: Headers | undefined): Record<string, string> | null {
  if (!headers) return null;
  const out: Record<string, string> = {};
  headers.forEach((v, k) => {
    if (QUOTA_HEADER.test(k)) out[k] = v.slice(0, 200);
  });
  return Object.keys(out).length ? out : null;
}

async function saveCall(integration: string, operation: string, latencyMs: number, o: CallOutcome) {
  try {
    await db.integrationCall.create({
      data: {
        integration: integration.slice(0, 80),
        operation: operation.slice(0, 120),
        ok: o.ok,
        status: o.status ?? null,
        latencyMs: Math.max(0, Math.round(latencyMs)),
        error: o.error ? o.error.slice(0, 500) : null,
        quota: o.quota ?? undefined,
      },
    });
  } catch (err) {
    logger.warn('could not record an integration call', { integration, operation, err: String(err) });
  }
}

/**
 * Runs `fn`, recording its latency and outcome. A thrown error is recorded and rethrown; `judge`
 * decides whether a returned value counts as a success (an HTTP 500 answer, say, does not).
 */
export async function recordCall<T>(
  integration: string,
  operation: string,
  fn: () => Promise<T>,
  judge?: (result: T) => CallOutcome,
): Promise<T> {
  const started = performance.now();
  let result: T;
  try {
    result = await fn();
  } catch (err) {
    const e = err as { message?: string; statusCode?: number; $metadata?: { httpStatusCode?: number } };
    await saveCall(integration, operation, performance.now() - started, {
      ok: false,
      status: e?.statusCode ?? e?.$metadata?.httpStatusCode ?? null,
      error: e?.message ?? String(err),
    });
    throw err;
  }
  await saveCall(integration, operation, performance.now() - started, judge ? judge(result) : { ok: true });
  return result;
}

/** fetch() through the wrapper: a 5xx/4xx answer is recorded as a failure (and still returned). */
export function trackedFetch(
  integration: string,
  operation: string,
  url: string | URL,
  init?: RequestInit,
): Promise<Response> {
  return recordCall(integration, operation, () => fetch(url, init), httpOutcome);
}

/** How an HTTP answer is recorded: a 4xx/5xx is a failure; quota headers are kept. */
export function httpOutcome(res: { status: number; statusText: string; headers: Headers }): CallOutcome {
  const ok = res.status >= 200 && res.status < 300;
  return {
    ok,
    status: res.status,
    error: ok ? null : `Answered ${res.status} ${res.statusText}`.trim(),
    quota: quotaHeaders(res.headers),
  };
}
