// Resolves the brand from the Host header and passes it on as request headers; nothing else.
import { NextResponse, type NextRequest } from 'next/server';
import { defaultHostMap, parseHostMapOverride, resolveBrand } from './lib/brands/hosts';

const hostMap = { ...defaultHostMap(), ...parseHostMapOverride(process.env.BRAND_HOSTS) };

export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  // Always overwritten, so a client cannot choose its brand or spoof the path by sending these.
  headers.set('x-brand', resolveBrand(request.headers.get('host'), hostMap));
  headers.set('x-pathname', request.nextUrl.pathname);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
