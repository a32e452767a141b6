// Route rate limits declared on the wrapper (`withAuth(level, { rateLimit: { key, points, duration } }, ...)`):
// rate-limiter-flexible over PostgreSQL like the login limiter, so a limit holds across processes.
import { RateLimiterPrisma, RateLimiterRes } from 'rate-limiter-flexible';
import { getDb } from '../db';
import { TooManyRequests } from '../errors';

export interface RateLimit {
  /** The limiter's name, e.g. 'dsp-simulator'; counts are kept per name and per caller. */
  key: string;
  /** Requests allowed per `duration`. */
  points: number;
  /** Window in seconds. */
  duration: number;
}

// One limiter per (database client, name, points, duration): tests open a fresh database per file.
const limiters = new WeakMap<object, Map<string, RateLimiterPrisma>>();

function limiter(limit: RateLimit): RateLimiterPrisma {
  const storeClient = getDb();
  let byName = limiters.get(storeClient);
  if (!byName) limiters.set(storeClient, (byName = new Map()));
  const name = `${limit.key}:${limit.points}:${limit.duration}`;
  let l = byName.get(name);
  if (!l) {
    l = new RateLimiterPrisma({
      storeClient,
      tableName: 'rateLimiterFlexible',
      keyPrefix: `route_${limit.key}`,
      points: limit.points,
      duration: limit.duration,
      clearExpiredByTimeout: false,
    });
    byName.set(name, l);
  }
  return l;
}

/** Takes one point for this caller; 429 with Retry-After when the window's points are spent. */
export async function consumeRateLimit(limit: RateLimit, caller: string): Promise<void> {
  try {
    await limiter(limit).consume(caller, 1);
  } catch (res) {
    if (res instanceof RateLimiterRes) {
      const wait = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
      throw new TooManyRequests(`Too many requests. Try again in ${wait} second(s).`, wait);
    }
    throw res;
  }
}

/** Gives back the point a request took (an attempt that turned out right does not count against the caller). */
export async function refundRateLimit(limit: RateLimit, caller: string): Promise<void> {
  await limiter(limit).reward(caller, 1);
}
