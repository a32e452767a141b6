// The referral cookie: set by /r/{code}, read when an order is placed (first-party, 30 days).
import { z } from 'zod';
import { AFFILIATE_COOKIE, AFFILIATE_COOKIE_MAX_AGE, isAffiliateCode, recordClick } from './service';
import { env } from '../env';

export const affiliateParams = z.object({ code: z.string().min(1).max(40) });

export function referralCodeFromRequest(req: Request): string | undefined {
  const header = req.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === AFFILIATE_COOKIE) {
      const value = decodeURIComponent(v.join('='));
      return isAffiliateCode(value) ? value : undefined;
    }
  }
  return undefined;
}

/** Counts the click and answers a redirect to /services that sets the cookie (unknown codes set none). */
export async function followReferral(req: Request, code: string): Promise<Response> {
  const known = await recordClick(code.toLowerCase());
  const headers = new Headers({ location: new URL('/services', req.url).toString() });
  if (known) {
    const secure = env().NODE_ENV === 'production' && env().COOKIE_SECURE !== '0' ? '; Secure' : '';
    headers.append(
      'set-cookie',
      `${AFFILIATE_COOKIE}=${code.toLowerCase()}; Path=/; Max-Age=${AFFILIATE_COOKIE_MAX_AGE}; SameSite=Lax; HttpOnly${secure}`,
    );
  }
  return new Response(null, { status: 307, headers });
}
