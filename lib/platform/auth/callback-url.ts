// next-auth's `callbackUrl` (query, body or its cookie) made safe before next-auth sees it: next-auth answers
// 500 INVALID_CALLBACK_URL to anything that is not an http(s) URL, and its default redirect callback throws
// on a value the URL parser refuses. Here every value becomes a same-origin path, or is dropped. Pure.
import { safeRedirectPath } from './safe-redirect';

/**
 * The same-origin path of a callbackUrl: a path `safeRedirectPath` accepts, or an absolute http(s) URL on
 * `host` (the request's Host) reduced to its path. Anything else (another site, `javascript:`, a bare name,
 * a non-string) is null.
 */
export function sameOriginCallback(raw: unknown, host: string): string | null {
  if (typeof raw !== 'string') return null;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    url = null; // not absolute: a path, or nothing usable
  }
  if (!url) return safeRedirectPath(raw);
  if (!/^https?:$/.test(url.protocol) || url.host !== host) return null;
  return safeRedirectPath(`${url.pathname}${url.search}${url.hash}`);
}

/** next-auth's redirect callback: `baseUrl` plus a same-origin path, else `baseUrl` itself; never throws. */
export function redirectWithinSite({ url, baseUrl }: { url: string; baseUrl: string }): string {
  let host = '';
  try {
    host = new URL(baseUrl).host;
  } catch {
    return '/';
  }
  const path = sameOriginCallback(url, host);
  return path ? `${baseUrl.replace(/\/$/, '')}${path}` : baseUrl;
}

/** The sign-up page, carrying a same-site `callbackUrl` (anything else is dropped). */
export function registerHref(callbackUrl: unknown): string {
  const path = typeof callbackUrl === 'string' ? safeRedirectPath(callbackUrl) : null;
  return path ? `/mms/register?callbackUrl=${encodeURIComponent(path)}` : '/mms/register';
}
