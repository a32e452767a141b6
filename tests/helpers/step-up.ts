// Calls as a super admin who confirmed their password (step-up), the way the browser sends both cookies.
import { grantStepUp, stepUpCookieName } from '@/lib/platform/auth/step-up';
import { issueSessionCookie, toSessionUser } from '@/lib/platform/auth/session';
import type { User } from '@/lib/generated/prisma/client';
import { call, TEST_PASSWORD, type CallOptions } from './api';

/** Both cookies of a super admin after step-up (TEST_PASSWORD). */
async function stepUpCookies(user: User): Promise<string> {
  const { token } = await grantStepUp(toSessionUser(user), TEST_PASSWORD);
  return `${await issueSessionCookie(user)}; ${stepUpCookieName()}=${token}`;
}

export async function callSteppedUp(handler: Parameters<typeof call>[0], user: User, opts: CallOptions = {}) {
  return call(handler, { ...opts, as: null, headers: { ...opts.headers, cookie: await stepUpCookies(user) } });
}
