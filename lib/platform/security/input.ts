// Input hygiene shared by the route wrapper (lib/platform/http/with-auth.ts) and the proxy (proxy.ts): text that PostgreSQL,
// XML or a terminal cannot take safely is refused with a 400 before any handler sees it. Pure functions.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a decoded string is unacceptable (a NUL character or a lone UTF-16 surrogate), or null. */
export function textProblem(value: string): string | null {
  if (value.includes('\u0000')) return 'contains a NUL character';
  if (LONE_SURROGATE.test(value)) return 'contains an invalid character (a lone UTF-16 surrogate)';
  return null;
}

/** Walks a parsed JSON value (keys included); the first problem as `where: problem`, or null. */
export function valueProblem(value: unknown, where = 'body', depth = 0): string | null {
  if (depth > 64) return `${where} is nested too deeply`;
  if (typeof value === 'string') {
    const p = textProblem(value);
    return p ? `${where} ${p}` : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const p = valueProblem(value[i], `${where}[${i}]`, depth + 1);
      if (p) return p;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const kp = textProblem(k);
      if (kp) return `a field name in ${where} ${kp}`;
      const p = valueProblem(v, `${where}.${k}`, depth + 1);
      if (p) return p;
    }
  }
  return null;
}

function decodeComponent(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * Checks a request address as sent (still percent-encoded): every path segment and every query name and
 * value must decode as UTF-8 and hold no NUL or lone surrogate. Returns a message for a person, or null.
 */
export function urlProblem(rawUrl: string): string | null {
  let pathname: string;
  let search: string;
  try {
    const u = new URL(rawUrl, 'http://localhost');
    pathname = u.pathname;
    search = u.search;
  } catch {
    return 'The address is not valid.';
  }
  for (const segment of pathname.split('/')) {
    const decoded = decodeComponent(segment);
    if (decoded === null) return 'The address contains invalid percent-encoding.';
    if (textProblem(decoded)) return `The address ${textProblem(decoded)}.`;
  }
  if (search.length > 1) {
    for (const pair of search.slice(1).split('&')) {
      for (const part of pair.split('=')) {
        const decoded = decodeComponent(part.replace(/\+/g, ' '));
        if (decoded === null) return 'The query string contains invalid percent-encoding.';
        if (textProblem(decoded)) return `The query string ${textProblem(decoded)}.`;
      }
    }
  }
  return null;
}

/** Decodes a body as strict UTF-8; null when the bytes are not valid UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The Origin rule for state-changing requests (CSRF): when a browser sends `Origin`, its host must be the
 * host the request was sent to, or one of the platform's own hosts (the brand hosts and APP_BASE_URL).
 * `Origin: null` (sandboxed frames, some redirects) is refused. A request without `Origin` is allowed:
 * browsers always send it on cross-origin POST/PUT/PATCH/DELETE, so its absence means a non-browser client
 * (curl, a store, a test), which carries no ambient browser cookies to abuse.
 */
export function originProblem(
  method: string,
  origin: string | null,
  requestHost: string | null,
  ownHosts: ReadonlySet<string>,
): string | null {
  if (!STATE_CHANGING.has(method.toUpperCase()) || origin === null) return null;
  const refused = 'This request came from another site and was refused.';
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return refused;
  }
  if (originUrl.protocol !== 'http:' && originUrl.protocol !== 'https:') return refused;
  const host = originUrl.host.toLowerCase();
  if (requestHost && host === requestHost.trim().toLowerCase()) return null;
  if (ownHosts.has(host) || ownHosts.has(originUrl.hostname.toLowerCase())) return null;
  return refused;
}
