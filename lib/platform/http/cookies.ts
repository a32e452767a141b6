// The one way to handle cookies in route handlers and services: Next's own parser and serializer (the code behind
// `cookies()` from next/headers), which also work outside a request scope (tests, scripts).
import { RequestCookies, stringifyCookie } from 'next/dist/server/web/spec-extension/cookies';

/** The decoded value of cookie `name` in a request's Cookie header, or undefined. */
export function readCookie(req: Request, name: string): string | undefined {
  return new RequestCookies(req.headers).get(name)?.value;
}

/** A Set-Cookie header value: Path=/ and HttpOnly unless told otherwise; the value is URI-encoded. */
export function cookieHeader(
  name: string,
  value: string,
  opts: { maxAge: number; sameSite: 'lax' | 'strict'; secure: boolean; httpOnly?: boolean },
): string {
  return stringifyCookie({
    name,
    value,
    path: '/',
    maxAge: opts.maxAge,
    sameSite: opts.sameSite,
    secure: opts.secure,
    httpOnly: opts.httpOnly ?? true,
  });
}

/** Every cookie of a request as name -> decoded value (what next-auth reads from `cookies()`). */
export function readCookies(req: Request): Record<string, string> {
  return Object.fromEntries(new RequestCookies(req.headers).getAll().map((c) => [c.name, c.value] as const));
}
