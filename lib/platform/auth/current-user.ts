// The signed-in user of the current server-component render, and the page guard built on it.
import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { sessionCookieName } from './cookies';
import { decodeSessionCookie, userFromClaims, type SessionUser } from './session';
import { allows, type AccessLevel } from './roles';

/** Once per render, however many layouts and pages ask. */
export const currentUser = cache(async (): Promise<SessionUser | null> => {
  const value = (await cookies()).get(sessionCookieName())?.value;
  return userFromClaims(await decodeSessionCookie(value));
});

/**
 * Server-side page guard: no session -> the login page (returning here afterwards);
 * a session without the role -> that role's home with a notice.
 */
export async function requirePageAccess(level: AccessLevel, loginPath = '/login'): Promise<SessionUser> {
  const user = await currentUser();
  const h = await headers();
  const path = h.get('x-pathname') ?? '/';
  if (!user) redirect(`${loginPath}?callbackUrl=${encodeURIComponent(`${path}${h.get('x-search') ?? ''}`)}`);
  if (!allows(level, user.role)) redirect(`/access-denied?from=${encodeURIComponent(path)}`);
  return user;
}
