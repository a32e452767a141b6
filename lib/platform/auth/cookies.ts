// Session cookie settings shared by next-auth and the server-side session reader.
import { env } from '../env';
export function secureCookies(): boolean {
  const e = env();
  if (e.COOKIE_SECURE === '0') return false;
  if (e.COOKIE_SECURE === '1') return true;
  return e.NODE_ENV === 'production';
}

export function sessionCookieName(): string {
  return secureCookies() ? '__Secure-platform.session' : 'platform.session';
}

export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 12; // a working day; the JWT is re-issued on activity
