// Every request: refuses an address that cannot be decoded (a 400 instead of Next's 500), resolves the brand
// from the Host header (the in-process map of lib/brands/host-cache.ts, no database call), and sets the security headers with a per-request CSP nonce (lib/security/headers.ts).
import { NextResponse, type NextRequest } from 'next/server';
import { resolveBrand } from './lib/brands/hosts';
import { currentHostMap } from './lib/brands/host-cache';
import { env } from './lib/env';
import { contentSecurityPolicy, HSTS, newNonce, STATIC_SECURITY_HEADERS } from './lib/security/headers';
import { urlProblem } from './lib/security/input';
import { secureCookies } from './lib/auth/cookies';

function withSecurityHeaders(res: NextResponse, csp: string, secure: boolean): NextResponse {
  res.headers.set('Content-Security-Policy', csp);
  for (const { key, value } of STATIC_SECURITY_HEADERS) res.headers.set(key, value);
  if (secure) res.headers.set('Strict-Transport-Security', HSTS);
  return res;
}

export function proxy(request: NextRequest) {
  const secure = secureCookies();
  const nonce = newNonce();
  const csp = contentSecurityPolicy(nonce, { dev: env().NODE_ENV === 'development', secure });
  // Next decodes the path before routing and answers a 500 when it cannot (e.g. /api/releases/%E0%A4%A).
  const problem = urlProblem(request.url);
  if (problem) return withSecurityHeaders(NextResponse.json({ error: problem }, { status: 400 }), csp, secure);

  const headers = new Headers(request.headers);
  // Always overwritten, so a client cannot choose its brand or spoof the path by sending these.
  headers.set('x-brand', resolveBrand(request.headers.get('host'), currentHostMap()));
  headers.set('x-pathname', request.nextUrl.pathname);
  // Next reads the nonce from the request's CSP header for its own scripts; the layout passes it to Emotion.
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', csp);
  return withSecurityHeaders(NextResponse.next({ request: { headers } }), csp, secure);
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
