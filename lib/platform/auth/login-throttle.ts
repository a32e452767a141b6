// Login throttling stored in PostgreSQL (rate-limiter-flexible), so it holds across processes.
import { RateLimiterPrisma, RateLimiterRes } from 'rate-limiter-flexible';
import { getDb } from '../db';
import { TooManyRequests } from '../errors';

const WINDOW_SECONDS = 60 * 60;
/**
 * Failures allowed before delays start, per (account, address) pair, per address across accounts, and per
 * account from addresses that never signed in to it. After that each further failure doubles the wait
 * (1 s, 2 s, 4 s ... at most MAX_DELAY_SECONDS). There is no hard lock: an attacker elsewhere only slows
 * themselves down, and the account's owner, from an address that signed in to it before, is not delayed
 * by failures from other addresses.
 */
export const LOGIN_LIMITS = { perPair: 5, perIp: 30, perAccount: 50 } as const;
const MAX_DELAY_SECONDS = 15 * 60;
const KNOWN_ADDRESS_SECONDS = 90 * 24 * 60 * 60;

let limiters:
  | {
      failures: RateLimiterPrisma;
      block: RateLimiterPrisma;
      known: RateLimiterPrisma;
      stepUp: RateLimiterPrisma;
      reset: RateLimiterPrisma;
    }
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
    // Counters only (penalty), never consumed to a refusal: the delay lives in `block`.
    failures: new RateLimiterPrisma({ ...common, keyPrefix: 'login_fail', points: 1_000_000 }),
    block: new RateLimiterPrisma({ ...common, keyPrefix: 'login_wait', points: 1 }),
    known: new RateLimiterPrisma({ ...common, keyPrefix: 'login_known', points: 1, duration: KNOWN_ADDRESS_SECONDS }),
    stepUp: new RateLimiterPrisma({ ...common, keyPrefix: 'step_up', duration: 15 * 60, points: 5 }),
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

/** The wait after `over` failures beyond the free ones: 1 s, 2 s, 4 s ... capped. */
function delaySeconds(over: number): number {
  return Math.min(MAX_DELAY_SECONDS, 2 ** Math.max(0, over - 1));
}

const keys = (email: string, ip: string) => {
  const account = email.trim().toLowerCase();
  return { pair: `pair:${account}|${ip}`, ip: `ip:${ip}`, account: `acct:${account}`, known: `${account}|${ip}` };
};

function waitMessage(seconds: number) {
  const when = seconds < 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many failed sign-in attempts. Try again in ${when}.`;
}

/**
 * 429 while this address, this pair or the account waits. `pastAccountWait`: the owner came with a
 * sign-in link from their email (sign-in-unlock.ts), so the account-wide wait does not apply.
 */
export async function assertLoginAllowed(email: string, ip: string, pastAccountWait = false): Promise<void> {
  const l = get();
  const k = keys(email, ip);
  const [pair, byIp, account, known] = await Promise.all([
    l.block.get(k.pair),
    l.block.get(k.ip),
    l.block.get(k.account),
    l.known.get(k.known),
  ]);
  const knownAddress = pastAccountWait || (known !== null && known.consumedPoints > 0);
  const wait = blocked(pair, 2) ?? blocked(byIp, 2) ?? (knownAddress ? null : blocked(account, 2));
  if (wait) throw new TooManyRequests(waitMessage(wait), wait);
}

export async function recordLoginFailure(email: string, ip: string): Promise<void> {
  const l = get();
  const k = keys(email, ip);
  const counts = await Promise.all([
    l.failures.penalty(k.pair, 1),
    l.failures.penalty(k.ip, 1),
    l.failures.penalty(k.account, 1),
  ]);
  const free = [LOGIN_LIMITS.perPair, LOGIN_LIMITS.perIp, LOGIN_LIMITS.perAccount];
  const blockKeys = [k.pair, k.ip, k.account];
  await Promise.all(
    counts.map((res, i) => {
      const over = res.consumedPoints - free[i] + 1;
      return over > 0 ? l.block.block(blockKeys[i], delaySeconds(over)) : undefined;
    }),
  );
}

/** A right password: this pair starts over, and the address is known for this account from now on. */
export async function recordLoginSuccess(email: string, ip: string): Promise<void> {
  const l = get();
  const k = keys(email, ip);
  await Promise.all([
    l.failures.delete(k.pair),
    l.block.delete(k.pair),
    l.known.set(k.known, 1, KNOWN_ADDRESS_SECONDS),
  ]);
}

/** Super admin step-up re-authentication shares the same store under its own key. */
export async function assertStepUpAllowed(userId: string): Promise<void> {
  const wait = blocked(await get().stepUp.get(userId), 5);
  if (wait)
    throw new TooManyRequests(`Too many wrong passwords. Try again in ${Math.ceil(wait / 60)} minute(s).`, wait);
}
export async function recordStepUpFailure(userId: string) {
  await get().stepUp.penalty(userId, 1);
}
export async function recordStepUpSuccess(userId: string) {
  await get().stepUp.delete(userId);
}

export { clientIp } from './client-address';

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
