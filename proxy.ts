// Every request: refuses an address that cannot be decoded (a 400 instead of Next's 500), resolves the brand
// from the Host header (the in-process map of lib/platform/brands/host-cache.ts, no database call), and sets the
// security headers with a per-request CSP nonce (lib/platform/security/headers.ts). A brand landing asked for by a
// signed-out visitor, on any host (an unmapped one gets the fallback brand's), is answered from
// lib/platform/brands/landing-cache.ts, kept per brand, with that nonce swapped in.
import { NextResponse, type NextRequest } from 'next/server';
import { resolveBrand } from './lib/platform/brands/hosts';
import { currentHostMap } from './lib/platform/brands/host-cache';
import {
  CACHE_HEADER,
  cacheable,
  cachedLanding,
  fillNonce,
  FILL_BRAND_HEADER,
  FILL_HEADER,
  FILL_NONCE_HEADER,
} from './lib/platform/brands/landing-cache';
import { env, listeningPort } from './lib/platform/env';
import { contentSecurityPolicy, HSTS, newNonce, STATIC_SECURITY_HEADERS } from './lib/platform/security/headers';
import { urlProblem } from './lib/platform/security/input';
import { secureCookies, sessionCookieName } from './lib/platform/auth/cookies';

function withSecurityHeaders<R extends Response>(res: R, csp: string, secure: boolean): R {
  res.headers.set('Content-Security-Policy', csp);
  for (const { key, value } of STATIC_SECURITY_HEADERS) res.headers.set(key, value);
  if (secure) res.headers.set('Strict-Transport-Security', HSTS);
  return res;
}

/** This server's own address for the landing cache's renders (next start sets PORT once listening). */
function ownOrigin(): string | null {
  const port = listeningPort();
  return env().NODE_ENV === 'production' && port ? `http://127.0.0.1:${port}` : null;
}

export async function proxy(request: NextRequest) {
  const secure = secureCookies();
  const dev = env().NODE_ENV === 'development';
  // The landing cache's own render uses the nonce it chose (only with the process's secret).
  const fill = fillNonce(request.headers);
  const nonce = fill ?? newNonce();
  const csp = contentSecurityPolicy(nonce, { dev, secure });
  // Next decodes the path before routing and answers a 500 when it cannot (e.g. /api/releases/%E0%A4%A).
  const problem = urlProblem(request.url);
  if (problem) return withSecurityHeaders(NextResponse.json({ error: problem }, { status: 400 }), csp, secure);

  const origin = ownOrigin();
  const host = request.headers.get('host');
  const brand = resolveBrand(host, currentHostMap());
  // Kept per brand, so any host is served (and none can add an entry of its own).
  if (origin && !request.headers.has(FILL_HEADER) && cacheable(request, sessionCookieName())) {
    const page = await cachedLanding(origin, host, request.nextUrl.pathname, nonce);
    if (page) {
      const res = new Response(page.body, { headers: page.headers });
      res.headers.set(CACHE_HEADER, page.hit ? 'hit' : 'miss');
      return withSecurityHeaders(res, csp, secure);
    }
  }

  const headers = new Headers(request.headers);
  headers.delete(FILL_HEADER);
  headers.delete(FILL_NONCE_HEADER);
  // Always overwritten, so a client cannot choose its brand or spoof the path by sending these.
  headers.set('x-brand', brand);
  headers.set('x-pathname', request.nextUrl.pathname);
  // The query too, so a sign-in asked for by a page returns to it as it was (/tnm-services?order=epk).
  headers.set('x-search', request.nextUrl.search);
  // Next reads the nonce from the request's CSP header for its own scripts; the layout passes it to Emotion.
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', csp);
  const res = withSecurityHeaders(NextResponse.next({ request: { headers } }), csp, secure);
  if (fill) res.headers.set(FILL_BRAND_HEADER, brand);
  return res;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
