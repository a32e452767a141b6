// Brand landings for signed-out visitors, rendered once and then served from memory by proxy.ts with a fresh
// CSP nonce. Rendering a landing (React, MUI and Emotion) took 13-38 ms of CPU per request; serving the kept
// HTML costs a string join. The page is rendered by a request the proxy sends to its own server carrying a
// nonce chosen for that render, and every occurrence of that nonce is replaced by the visitor's on the way
// out, so the CSP stays nonce-based (no 'unsafe-inline').
//
// Keyed by brand and path, not by the Host header: any host resolves to a brand (an unmapped one, the bare
// address, localhost: the fallback brand) and is served that brand's page, so made-up Host headers can
// neither miss the cache nor fill it (at most brands x paths entries). Nothing in a landing comes from the
// host (the metadata's URLs use the brand's configured address, metadata.ts), and the page is rendered for
// the brand's own canonical host, never the visitor's, so no Host header is ever reflected into a kept page.
// Emptied when the host map changes (saving brand domains changes which brand a host is) and by the writes
// that change what a landing shows (a store enabled or disabled: the store count), and renewed after TTL_MS
// (the old page served while the new one renders), so that a process follows an edit made in another one.
// Kept on globalThis: proxy.ts and the route handlers are separate bundles in one process.
import { request } from 'node:http';
import { BRAND_KEYS, BRANDS, type BrandKey } from './brands';
import { currentHostMap, hostMapVersion } from './host-cache';
import { resolveBrand, type HostMap } from './hosts';

/** Paths served from the cache: the brand landings (they read nothing of the visitor). */
const CACHED_PATHS = new Set(['/']);
const TTL_MS = 30_000;
/** One entry per brand and cached path, whatever Host headers arrive. */
const MAX_ENTRIES = BRAND_KEYS.length * CACHED_PATHS.size;

interface Entry {
  /** The HTML split at the render's nonce. */
  parts: string[];
  headers: [string, string][];
  at: number;
}

interface State {
  entries: Map<string, Entry>;
  pending: Map<string, Promise<Entry | null>>;
  /** Bumped by every invalidation: a render started before it is not kept. */
  generation: number;
  /** The host map's version the entries were rendered under. */
  mapVersion: number;
  /** Marks the proxy's own render requests, so a client cannot choose the nonce a page is rendered with. */
  secret: string;
}

const KEY = Symbol.for('platform.landingCache');
type G = typeof globalThis & { [KEY]?: State };

function state(): State {
  const g = globalThis as G;
  g[KEY] ??= {
    entries: new Map(),
    pending: new Map(),
    generation: 0,
    mapVersion: hostMapVersion(),
    secret: crypto.randomUUID(),
  };
  return g[KEY];
}

export const FILL_HEADER = 'x-landing-fill';
export const FILL_NONCE_HEADER = 'x-landing-nonce';
/** Set by proxy.ts on its render's response: the brand it rendered, checked before the page is kept. */
export const FILL_BRAND_HEADER = 'x-landing-brand';
/** On a landing served by the cache: 'hit' (kept page) or 'miss' (rendered for this request, then kept). */
export const CACHE_HEADER = 'x-landing-cache';

/** The nonce the proxy's own render request asked for, or null for any other request. */
export function fillNonce(h: Headers): string | null {
  return h.get(FILL_HEADER) === state().secret ? h.get(FILL_NONCE_HEADER) : null;
}

/** Drops every kept landing (a write changed what they show). */
export function invalidateLandingCache(): void {
  const s = state();
  s.generation += 1;
  s.entries.clear();
  s.pending.clear();
}

/**
 * Whether a request may be answered from the cache: a plain document GET of a landing, no query, no
 * session cookie (a signed-in visitor sees their own header), not one of the router's RSC fetches.
 */
export function cacheable(req: { method: string; nextUrl: URL; headers: Headers }, sessionCookie: string): boolean {
  if (req.method !== 'GET' || req.nextUrl.search !== '' || !CACHED_PATHS.has(req.nextUrl.pathname)) return false;
  const h = req.headers;
  if (h.has('rsc') || h.has('next-router-prefetch') || h.has('next-router-state-tree') || h.has('next-action'))
    return false;
  return !(h.get('cookie') ?? '').includes(sessionCookie);
}

// Headers of the render that are not the page's: hop-by-hop, length (the nonce may differ), the policy
// (the proxy sets the visitor's), and anything that would carry state.
const DROPPED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'set-cookie',
  'content-security-policy',
  FILL_BRAND_HEADER,
]);

/** GET over node:http, which sends the Host header as given (fetch sends the address's own). */
function get(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Headers; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, timeout: 20_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers))
          for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v]) h.append(k, one);
        resolve({ status: res.statusCode ?? 0, headers: h, body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('timeout', () => req.destroy(new Error('landing render timed out')));
    req.on('error', reject);
    req.end();
  });
}

/**
 * The host a brand's landing is rendered for: its configured public domain when the map gives that to it,
 * else the first host the map gives it. Never the visitor's Host header.
 */
function renderHost(brand: BrandKey, map: HostMap): string {
  const own = BRANDS[brand].publicDomain;
  if (map[own] === brand) return own;
  return Object.keys(map).find((h) => map[h] === brand) ?? own;
}

/** The cache key for a request's Host header and path: its brand and the path, nothing of the host itself. */
function landingKey(host: string | null, path: string, map: HostMap): { key: string; brand: BrandKey } {
  const brand = resolveBrand(host, map);
  return { key: `${brand}|${path}`, brand };
}

async function render(origin: string, brand: BrandKey, path: string): Promise<Entry | null> {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const res = await get(`${origin}${path}`, {
    host: renderHost(brand, currentHostMap()),
    [FILL_HEADER]: state().secret,
    [FILL_NONCE_HEADER]: nonce,
    accept: 'text/html',
  });
  const html = res.body;
  // Only a complete, shareable page of this very brand: no cookie set, the nonce in it.
  if (
    res.status !== 200 ||
    res.headers.get(FILL_BRAND_HEADER) !== brand ||
    res.headers.has('set-cookie') ||
    !html.includes(nonce)
  )
    return null;
  const headers = [...res.headers].filter(([k]) => !DROPPED.has(k.toLowerCase()));
  return { parts: html.split(nonce), headers, at: Date.now() };
}

/**
 * The landing of the brand this host resolves to, for this path, with `nonce` in place of the render's,
 * rendered through `origin` (this server's own address) when not kept or too old; null when it cannot be
 * rendered that way (the caller lets Next render it as usual).
 */
export async function cachedLanding(
  origin: string,
  host: string | null,
  path: string,
  nonce: string,
): Promise<{ body: string; headers: [string, string][]; hit: boolean } | null> {
  const s = state();
  if (s.mapVersion !== hostMapVersion()) {
    invalidateLandingCache();
    s.mapVersion = hostMapVersion();
  }
  const { key, brand } = landingKey(host, path, currentHostMap());
  const refresh = () => {
    let pending = s.pending.get(key);
    if (!pending) {
      const generation = s.generation;
      pending = render(origin, brand, path)
        .catch(() => null)
        .then((e) => {
          if (s.pending.get(key) === pending) s.pending.delete(key);
          if (e && s.generation === generation) {
            s.entries.delete(key);
            if (s.entries.size >= MAX_ENTRIES) s.entries.delete(s.entries.keys().next().value!);
            s.entries.set(key, e);
          }
          return e;
        });
      s.pending.set(key, pending);
    }
    return pending;
  };
  let entry = s.entries.get(key);
  const hit = entry !== undefined;
  // An old page is served once more while its successor renders (an invalidation drops it instead).
  if (entry && Date.now() - entry.at > TTL_MS) void refresh();
  entry ??= (await refresh()) ?? undefined;
  return entry ? { body: entry.parts.join(nonce), headers: entry.headers, hit } : null;
}
