// Security headers: a per-request nonce-based Content-Security-Policy (set by proxy.ts, read by Next for its
// own scripts and by the root layout for Emotion's style tags) and the static headers every response carries.
// Pure: proxy.ts and next.config.ts both use it.

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The policy. Scripts: only ours carrying the nonce ('strict-dynamic' lets them load Next's chunks); no
 * inline handlers, no eval outside development. Styles: Emotion's <style> tags carry the nonce; inline
 * `style` attributes (React's `style` prop, MUI's sx on some slots) stay allowed through style-src-attr,
 * which cannot run code. Nothing may frame the app.
 */
export function contentSecurityPolicy(nonce: string, opts: { dev: boolean; secure: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${opts.dev ? " 'unsafe-eval'" : ''}`,
    // Development's hot reload injects unnonced styles; production has only Emotion's nonced ones.
    opts.dev ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self' data:",
    `connect-src 'self'${opts.dev ? ' ws: wss:' : ''}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

/** Headers that do not change per request (next.config.ts applies them to every path, static files included). */
export const STATIC_SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
];

/** HSTS: only when cookies are secure (the app is served over HTTPS); two years, subdomains included. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * What next.config.ts sends with files that skip proxy.ts (`/_next/static`, images, the favicon): the static
 * headers, and HSTS when cookies are secure, the rule proxy.ts applies to everything else.
 */
export function staticFileHeaders(secure: boolean): Array<{ key: string; value: string }> {
  return [...STATIC_SECURITY_HEADERS, ...(secure ? [{ key: 'Strict-Transport-Security', value: HSTS }] : [])];
}
