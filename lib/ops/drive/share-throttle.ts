// Passwords of share links can be guessed only slowly: every attempt with a password takes a point per
// link and per client address (rate-limiter-flexible in PostgreSQL, like the login limits); a right
// password gives its points back, so only wrong guesses add up. Past the limit every attempt, the right
// password included, is a 429 with Retry-After until the window has passed.
import { TooManyRequests } from '../../platform/errors';
import { consumeRateLimit, refundRateLimit, type RateLimit } from '../../platform/security/rate-limit';

const WINDOW_SECONDS = 15 * 60;
/** Wrong passwords per link, from anywhere, in 15 minutes. */
export const SHARE_PASSWORD_PER_LINK: RateLimit = { key: 'share-password', points: 10, duration: WINDOW_SECONDS };
/** Wrong passwords per client address, over every link, in 15 minutes. */
export const SHARE_PASSWORD_PER_ADDRESS: RateLimit = {
  key: 'share-password-ip',
  points: 30,
  duration: WINDOW_SECONDS,
};

function waitMessage(seconds: number) {
  const when = seconds < 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many password attempts for this link. Try again in ${when}.`;
}

/** Takes an attempt for link `shareId` from `ip`, or throws 429 when either limit is spent. */
export async function takeSharePasswordAttempt(shareId: string, ip: string): Promise<void> {
  try {
    await consumeRateLimit(SHARE_PASSWORD_PER_LINK, shareId);
    await consumeRateLimit(SHARE_PASSWORD_PER_ADDRESS, ip);
  } catch (err) {
    if (err instanceof TooManyRequests)
      throw new TooManyRequests(waitMessage(err.retryAfterSeconds), err.retryAfterSeconds);
    throw err;
  }
}

/** The password was right: the attempt is given back. */
export async function refundSharePasswordAttempt(shareId: string, ip: string): Promise<void> {
  await Promise.all([
    refundRateLimit(SHARE_PASSWORD_PER_LINK, shareId),
    refundRateLimit(SHARE_PASSWORD_PER_ADDRESS, ip),
  ]);
}
