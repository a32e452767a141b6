// Sign-in: email and password checked under the login limits (next-auth's credentials provider calls it).
import { db } from '../db';
import { verifyPassword, dummyHash } from './password';
import { assertLoginAllowed, recordLoginFailure, recordLoginSuccess } from './login-throttle';
import { claimUnlock, usableUnlock } from './sign-in-unlock';
import { toSessionUser } from './session';

/**
 * Checks email and password under the login limits. Returns the user with the session version to
 * sign into the token, or null for a wrong email or password (the caller cannot tell which). With a
 * sign-in link from the owner's email (`unlock`) the account-wide wait does not apply; the link is used
 * up by the sign-in it lets through.
 */
export async function authenticate(input: { email: string; password: string; ip: string; unlock?: string }) {
  const unlockId = input.unlock ? await usableUnlock(input.email, input.unlock) : null;
  await assertLoginAllowed(input.email, input.ip, unlockId !== null);
  const user = await db.user.findUnique({ where: { email: input.email } });
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await dummyHash(), input.password);
  if (!user || !ok || user.status !== 'active') {
    await recordLoginFailure(input.email, input.ip);
    return null;
  }
  // A concurrent sign-in used the link first: this one waits like any other.
  if (unlockId && !(await claimUnlock(unlockId, user.id))) await assertLoginAllowed(input.email, input.ip);
  await recordLoginSuccess(input.email, input.ip);
  await db.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
  return { ...toSessionUser(user), sessionVersion: user.sessionVersion };
}
