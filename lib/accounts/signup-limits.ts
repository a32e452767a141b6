// What self-serve sign-up may cost others: emails to one address, and requests from one client address.
// Neither depends on whether the email has an account, so neither tells anyone that it has one.
import { TooManyRequests } from '../platform/errors';
import { consumeRateLimit, type RateLimit } from '../platform/security/rate-limit';

/** Sign-up requests per client address (the route's wrapper answers 429 beyond it). */
export const SIGNUP_PER_ADDRESS: RateLimit = { key: 'signup', points: 20, duration: 60 * 60 };
/** Emails that sign-ups may send to one address an hour, from any client address. */
export const SIGNUP_EMAILS_PER_ADDRESS: RateLimit = { key: 'signup-email', points: 3, duration: 60 * 60 };

/**
 * Takes one of the address's sign-up emails; false when the hour's are spent. Taken on every sign-up, new
 * or existing, so the work is the same; beyond the limit the answer stays the same and no email goes out.
 */
export async function signupEmailAllowed(email: string): Promise<boolean> {
  try {
    await consumeRateLimit(SIGNUP_EMAILS_PER_ADDRESS, email.trim().toLowerCase());
    return true;
  } catch (err) {
    if (err instanceof TooManyRequests) return false;
    throw err;
  }
}

/** A Prisma unique violation (P2002). */
export function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === 'P2002';
}
