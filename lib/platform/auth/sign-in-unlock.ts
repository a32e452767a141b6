// The owner's way past the account-wide login wait: failures from many addresses delay every address
// that never signed in to the account (login-throttle.ts), so its owner on a new device asks for a link by
// email. Like reset links: random 32 bytes stored as sha256, single use, short-lived, sent only through
// the redacting email path. The link opens the sign-in page; signing in with it and the right password
// skips the account-wide wait (the per-address limits still apply) and makes the address a known one.
import { db } from '../db';
import { brandLink } from '../brands/public-url';
import { TooManyRequests } from '../errors';
import { recordAudit } from '../audit';
import { sendEmail } from '../mail/service';
import { consumeRateLimit, type RateLimit } from '../security/rate-limit';
import { hashToken, newToken } from './tokens';

const UNLOCK_TTL_MS = 15 * 60 * 1000;
/** Unlock emails one address may receive an hour, whoever asks. */
const UNLOCK_EMAILS_PER_ADDRESS: RateLimit = { key: 'signin-unlock', points: 3, duration: 60 * 60 };
/** Unlock requests per client address an hour (the route's wrapper). */
export const UNLOCK_REQUESTS_PER_CLIENT: RateLimit = { key: 'signin-unlock-ip', points: 10, duration: 60 * 60 };

/** 429 once the address had its unlock emails this hour; the same whether or not it has an account. */
export async function assertUnlockRequestAllowed(email: string): Promise<void> {
  try {
    await consumeRateLimit(UNLOCK_EMAILS_PER_ADDRESS, email);
  } catch (err) {
    if (err instanceof TooManyRequests)
      throw new TooManyRequests('Too many sign-in links for this address. Try again later.', err.retryAfterSeconds);
    throw err;
  }
}

/** Emails a sign-in link when an active account has this email; nothing otherwise (run after the answer). */
export async function sendSignInUnlock(email: string): Promise<void> {
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, email: true, status: true, brand: true },
  });
  if (!user || user.status !== 'active') return;
  const { token, tokenHash } = newToken();
  await db.$transaction(async (tx) => {
    const row = await tx.signInUnlockToken.create({
      data: { userId: user.id, tokenHash, expiresAt: new Date(Date.now() + UNLOCK_TTL_MS) },
    });
    await recordAudit({
      tx,
      actor: null,
      action: 'auth.unlock_link',
      target: { type: 'SignInUnlockToken', id: row.id },
    });
  });
  const url = brandLink(user.brand, `/login?unlock=${token}`);
  await sendEmail({
    to: user.email,
    kind: 'sign_in_unlock',
    subject: 'Your sign-in link',
    text: [
      'Someone asked for a sign-in link for your account, probably you after sign-in was paused because of',
      'failed attempts from other places.',
      '',
      `Open this link within 15 minutes and sign in with your password: ${url}`,
      '',
      'If you did not ask for it, ignore this email; your password still protects your account.',
    ].join('\n'),
    secrets: [token],
  });
}

/** The id of a usable unlock link of the account with `email`, or null (unknown, used, expired, another's). */
export async function usableUnlock(email: string, token: string): Promise<string | null> {
  const row = await db.signInUnlockToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, usedAt: true, expiresAt: true, user: { select: { email: true } } },
  });
  if (!row || row.usedAt || row.expiresAt < new Date() || row.user.email !== email.trim().toLowerCase()) return null;
  return row.id;
}

/** Uses the link once (audited with the use); false when a concurrent sign-in used it first. */
export async function claimUnlock(id: string, userId: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const claimed = await tx.signInUnlockToken.updateMany({
      where: { id, userId, usedAt: null },
      data: { usedAt: new Date() },
    });
    if (claimed.count !== 1) return false;
    await recordAudit({ tx, actor: userId, action: 'auth.unlock_used', target: { type: 'SignInUnlockToken', id } });
    return true;
  });
}
