// The address a request came in on, kept for the code it calls (emailed links, lib/platform/brands/public-url.ts)
// without passing it down. The route wrappers run every handler inside `runWithRequestOrigin`. Only the Host
// header is read, or X-Forwarded-Host/-Proto when a reverse proxy is declared (TRUSTED_PROXY_COUNT > 0); whether
// the host may be used for links is decided by the reader, never here.
import { AsyncLocalStorage } from 'node:async_hooks';
import { env } from '../env';

export interface RequestOrigin {
  /** e.g. http://mms.localhost:3000 */
  origin: string;
  /** host name without the port, lower case */
  hostname: string;
}

const KEY = Symbol.for('platform.requestOrigin');
type G = typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestOrigin | null> };
// One store per process: proxy.ts, route handlers and jobs can be separate bundles.
const store = ((globalThis as G)[KEY] ??= new AsyncLocalStorage<RequestOrigin | null>());

const first = (v: string | null) => v?.split(',')[0]?.trim() || null;

/** The origin of a request from its headers, or null when they do not make one. */
function originOfRequest(req: Request): RequestOrigin | null {
  const proxied = env().TRUSTED_PROXY_COUNT > 0;
  const host = (proxied && first(req.headers.get('x-forwarded-host'))) || req.headers.get('host');
  let proto = proxied ? first(req.headers.get('x-forwarded-proto')) : null;
  if (!proto) {
    try {
      proto = new URL(req.url).protocol.replace(':', '');
    } catch {
      proto = 'http';
    }
  }
  if (!host || !/^https?$/.test(proto)) return null;
  try {
    const url = new URL(`${proto}://${host}`);
    if (url.pathname !== '/' || url.username || url.password || url.search || url.hash) return null;
    return { origin: url.origin, hostname: url.hostname.toLowerCase() };
  } catch {
    return null;
  }
}

export function runWithRequestOrigin<T>(req: Request, work: () => T): T {
  return store.run(originOfRequest(req), work);
}

/** The origin of the request being handled, or null outside one (a job, a script). */
export function currentRequestOrigin(): RequestOrigin | null {
  return store.getStore() ?? null;
}
