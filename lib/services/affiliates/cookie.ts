// The referral cookie: set by /r/{code}, read when an order is placed (first-party, 30 days).
import { AFFILIATE_COOKIE, AFFILIATE_COOKIE_MAX_AGE, isAffiliateCode, recordClick } from './service';
import { secureCookies } from '../../platform/auth/cookies';
import { cookieHeader, readCookie } from '../../platform/http/cookies';

export function referralCodeFromRequest(req: Request): string | undefined {
  const value = readCookie(req, AFFILIATE_COOKIE);
  return value && isAffiliateCode(value) ? value : undefined;
}

/** Counts the click and answers a redirect to /services that sets the cookie (unknown codes set none). */
export async function followReferral(req: Request, code: string): Promise<Response> {
  const known = await recordClick(code.toLowerCase());
  const headers = new Headers({ location: new URL('/services', req.url).toString() });
  if (known) {
    headers.append(
      'set-cookie',
      cookieHeader(AFFILIATE_COOKIE, code.toLowerCase(), {
        maxAge: AFFILIATE_COOKIE_MAX_AGE,
        sameSite: 'lax',
        secure: secureCookies(),
      }),
    );
  }
  return new Response(null, { status: 307, headers });
}
