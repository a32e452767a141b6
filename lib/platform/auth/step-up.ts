// Super-admin step-up: the super admin re-enters their own password (checked on the server, under
// the shared rate limiter) and gets a short-lived elevated session: a random token in an httpOnly
// cookie, stored only as its hash, bound to the user. The settings page and API refuse without it.
import { db } from '../db';
import { Forbidden, PreconditionRequired } from '../errors';
import { verifyPassword } from './password';
import { assertStepUpAllowed, recordStepUpFailure, recordStepUpSuccess } from './login-throttle';
import { hashToken, newToken } from './tokens';
import { secureCookies } from './cookies';
import { recordAudit } from '../audit';
import type { SessionUser } from './session';
import { cookieHeader, readCookie } from '../http/cookies';

export const STEP_UP_TTL_SECONDS = 15 * 60;

export function stepUpCookieName(): string {
  return secureCookies() ? '__Secure-platform.stepup' : 'platform.stepup';
}

export function stepUpCookie(token: string, maxAge = STEP_UP_TTL_SECONDS): string {
  return cookieHeader(stepUpCookieName(), token, { maxAge, sameSite: 'strict', secure: secureCookies() });
}

/** Thrown on a wrong password; the spec's toast reads 'Access Denied' / 'Invalid password'. */
class InvalidStepUpPassword extends Forbidden {
  constructor() {
    super('Invalid password');
  }
}

/** Checks the password; on success returns a new token valid for STEP_UP_TTL_SECONDS. */
export async function grantStepUp(user: SessionUser, password: string): Promise<{ token: string; expiresAt: Date }> {
  await assertStepUpAllowed(user.id);
  const row = await db.user.findUnique({ where: { id: user.id }, select: { passwordHash: true } });
  if (!(await verifyPassword(row?.passwordHash, password))) {
    await recordStepUpFailure(user.id);
    // A refusal changes no record (the limiter counts it in its own store): the audit row is the whole write.
    await db.$transaction((tx) =>
      recordAudit({ tx, actor: user.id, action: 'step_up.fail', target: { type: 'User', id: user.id } }),
    );
    throw new InvalidStepUpPassword();
  }
  await recordStepUpSuccess(user.id);
  const { token, tokenHash } = newToken();
  const expiresAt = new Date(Date.now() + STEP_UP_TTL_SECONDS * 1000);
  await db.$transaction(async (tx) => {
    await tx.stepUpGrant.deleteMany({ where: { userId: user.id } });
    await tx.stepUpGrant.create({ data: { userId: user.id, tokenHash, expiresAt } });
    await recordAudit({ tx, actor: user.id, action: 'step_up.grant', target: { type: 'User', id: user.id } });
  });
  return { token, expiresAt };
}

/** Whether this token is a live grant for this user. */
export async function hasStepUp(userId: string, token: string | undefined | null): Promise<boolean> {
  if (!token) return false;
  const grant = await db.stepUpGrant.findUnique({ where: { tokenHash: hashToken(token) } });
  return !!grant && grant.userId === userId && grant.expiresAt > new Date();
}

export async function endStepUp(userId: string): Promise<void> {
  await db.stepUpGrant.deleteMany({ where: { userId } });
}

/**
 * 428 Precondition Required: the caller is a super admin (so not a 401/403 for the role) but has not
 * confirmed their password recently.
 */
class StepUpRequired extends PreconditionRequired {
  constructor() {
    super('Confirm your password to open Super Admin Settings', 'auth.step_up_required');
  }
}

/** For route handlers: 428 unless the request carries a live step-up grant of this super admin. */
export async function assertStepUp(req: Request, user: SessionUser): Promise<void> {
  const token = readCookie(req, stepUpCookieName());
  if (!(await hasStepUp(user.id, token))) throw new StepUpRequired();
}
