// Login throttling stored in PostgreSQL (rate-limiter-flexible), so it holds across processes.
import { RateLimiterPrisma, RateLimiterRes } from 'rate-limiter-flexible';
import { getDb } from '../db';
import { TooManyRequests } from '../errors';

const WINDOW_SECONDS = 15 * 60;
export const LOGIN_LIMITS = { perAccount: 5, perIp: 30 } as const;

let limiters:
  | { account: RateLimiterPrisma; ip: RateLimiterPrisma; stepUp: RateLimiterPrisma; reset: RateLimiterPrisma }
  | undefined;
function get() {
  const storeClient = getDb();
  const common = {
    storeClient,
    tableName: 'rateLimiterFlexible',
    duration: WINDOW_SECONDS,
    clearExpiredByTimeout: false,
  };
  limiters ??= {
    account: new RateLimiterPrisma({ ...common, keyPrefix: 'login_account', points: LOGIN_LIMITS.perAccount }),
    ip: new RateLimiterPrisma({ ...common, keyPrefix: 'login_ip', points: LOGIN_LIMITS.perIp }),
    stepUp: new RateLimiterPrisma({ ...common, keyPrefix: 'step_up', points: LOGIN_LIMITS.perAccount }),
    reset: new RateLimiterPrisma({ ...common, keyPrefix: 'reset', points: 3, duration: 60 * 60 }),
  };
  return limiters;
}

/** Forgets the limiters (tests open a fresh database per file). */
export function resetLimiters() {
  limiters = undefined;
}

function blocked(res: RateLimiterRes | null, points: number): number | null {
  if (!res || res.consumedPoints < points) return null;
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

export async function assertLoginAllowed(email: string, ip: string): Promise<void> {
  const l = get();
  const [acct, byIp] = await Promise.all([l.account.get(email), l.ip.get(ip)]);
  const wait = blocked(acct, LOGIN_LIMITS.perAccount) ?? blocked(byIp, LOGIN_LIMITS.perIp);
  if (wait) {
    throw new TooManyRequests(
      `Too many failed sign-in attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`,
      wait,
    );
  }
}

export async function recordLoginFailure(email: string, ip: string): Promise<void> {
  const l = get();
  // penalty() adds points without throwing when the limit is passed
  await Promise.all([l.account.penalty(email, 1), l.ip.penalty(ip, 1)]);
}

export async function recordLoginSuccess(email: string): Promise<void> {
  await get().account.delete(email);
}

/** Super admin step-up re-authentication shares the same store under its own key. */
export async function assertStepUpAllowed(userId: string): Promise<void> {
  const wait = blocked(await get().stepUp.get(userId), LOGIN_LIMITS.perAccount);
  if (wait)
    throw new TooManyRequests(`Too many wrong passwords. Try again in ${Math.ceil(wait / 60)} minute(s).`, wait);
}
export async function recordStepUpFailure(userId: string) {
  await get().stepUp.penalty(userId, 1);
}
export async function recordStepUpSuccess(userId: string) {
  await get().stepUp.delete(userId);
}

/**
 * The client address: the last x-forwarded-for entry, the one added by the nearest proxy (Next's own
 * server appends the socket address), so a client cannot choose its IP by sending the header itself.
 */
export function clientIp(headers: Headers | Record<string, string | string[] | undefined>): string {
  const raw = headers instanceof Headers ? headers.get('x-forwarded-for') : headers['x-forwarded-for'];
  const value = Array.isArray(raw) ? raw.join(',') : raw;
  const last = value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .pop();
  return last || 'unknown';
}

/** At most 3 reset emails per address an hour, so the form cannot be used to flood an inbox. */
export async function assertResetRequestAllowed(email: string): Promise<void> {
  try {
    await get().reset.consume(email, 1);
  } catch (res) {
    if (res instanceof RateLimiterRes) {
      throw new TooManyRequests(
        'Too many reset requests for this address. Try again later.',
        Math.ceil(res.msBeforeNext / 1000),
      );
    }
    throw res;
  }
}
