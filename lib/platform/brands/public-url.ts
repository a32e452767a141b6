// The public address of a brand, for the links the platform emails and hands out. In order:
//   1. the brand's configured address (BRAND_PUBLIC_URLS);
//   2. the address the current request came in on when that host is one of this brand's own hosts (built in,
//      BRAND_HOSTS, or saved in Super Admin Settings);
//   3. when APP_BASE_URL is not set in the environment (a fresh instance), the address of a request on a loopback
//      name (localhost, 127.0.0.1, ::1; *.localhost names map to their brand's alias: mms links to mms.localhost);
//   4. outside a request (a job), the last address from 2 or 3 this process saw for the brand;
//   5. APP_BASE_URL (its default is http://localhost:3000).
// An arbitrary Host header is never used: at worst a request names another of the platform's own hosts.
import { appBaseUrlConfigured, env } from '../env';
import { currentRequestOrigin } from '../http/request-origin';
import { FALLBACK_BRAND, isBrandKey, type BrandKey } from './brands';
import { currentHostMap } from './host-cache';
import { defaultHostMap } from './hosts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** localhost, 127.0.0.1, ::1 and the *.localhost names (which resolve to this machine). */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase();
  return LOOPBACK.has(h) || h.endsWith('.localhost');
}

let parsed: { raw: string | undefined; urls: Partial<Record<BrandKey, string>> } | undefined;

/** BRAND_PUBLIC_URLS as brand -> origin; entries that are not a brand and an http(s) URL are ignored. */
function configuredBrandUrls(): Partial<Record<BrandKey, string>> {
  const raw = env().BRAND_PUBLIC_URLS;
  if (parsed && parsed.raw === raw) return parsed.urls;
  const urls: Partial<Record<BrandKey, string>> = {};
  let json: unknown = null;
  try {
    json = raw ? JSON.parse(raw) : null;
  } catch {
    console.warn('BRAND_PUBLIC_URLS is not valid JSON; ignored');
  }
  if (json && typeof json === 'object')
    for (const [brand, value] of Object.entries(json as Record<string, unknown>)) {
      if (!isBrandKey(brand) || typeof value !== 'string') continue;
      try {
        const u = new URL(value);
        if (u.protocol === 'http:' || u.protocol === 'https:') urls[brand] = u.origin;
      } catch {
        console.warn(`BRAND_PUBLIC_URLS: ${brand} is not a URL; ignored`);
      }
    }
  parsed = { raw, urls };
  return urls;
}

/** Whether links may point at this host (see the top of the file). */
function isTrustedLinkHost(hostname: string): boolean {
  const h = hostname.toLowerCase();
  if (isLoopbackHost(h) || currentHostMap()[h]) return true;
  return Object.values(configuredBrandUrls()).some((u) => new URL(u).hostname === h);
}

const SEEN = Symbol.for('platform.brandOriginsSeen');
type G = typeof globalThis & { [SEEN]?: Partial<Record<BrandKey, { origin: string; loopback: boolean }>> };
const seen = () => ((globalThis as G)[SEEN] ??= {});

/** This machine's *.localhost name for a brand (mms.localhost), to send a loopback visitor to the right brand. */
function localAlias(brand: BrandKey): string | undefined {
  return Object.entries(defaultHostMap()).find(([h, b]) => b === brand && h.endsWith('.localhost'))?.[0];
}

/** The current request's origin when it may serve `brand`'s links: on its own host, or on a loopback name. */
function requestBase(brand: BrandKey): { origin: string; loopback: boolean } | null {
  const r = currentRequestOrigin();
  if (!r || !isTrustedLinkHost(r.hostname)) return null;
  const servedBy = currentHostMap()[r.hostname];
  const loopback = isLoopbackHost(r.hostname);
  if (!servedBy) return loopback ? { origin: r.origin, loopback } : null; // localhost serves every brand
  if (servedBy === brand) return { origin: r.origin, loopback };
  if (!loopback) return null; // another brand's public host
  const alias = localAlias(brand);
  if (!alias) return null;
  const u = new URL(r.origin);
  u.hostname = alias;
  return { origin: u.origin, loopback };
}

/** The base (origin, no trailing slash) of `brand`'s links. An unknown brand is the fallback brand's. */
export function brandBaseUrl(brand: string | null | undefined): string {
  const key: BrandKey = isBrandKey(brand) ? brand : FALLBACK_BRAND;
  const configured = configuredBrandUrls()[key];
  if (configured) return configured;
  const fromRequest = requestBase(key);
  const explicit = appBaseUrlConfigured() ? new URL(env().APP_BASE_URL).origin : null;
  if (fromRequest && (!fromRequest.loopback || !explicit)) {
    seen()[key] = fromRequest;
    return fromRequest.origin;
  }
  const last = seen()[key];
  if (last && (!last.loopback || !explicit)) return last.origin;
  return explicit ?? new URL(env().APP_BASE_URL).origin;
}

/** An absolute link to `path` (a path on the site, e.g. /join/abc) on `brand`'s address. */
export function brandLink(brand: string | null | undefined, path: string): string {
  return new URL(path, `${brandBaseUrl(brand)}/`).toString();
}

/**
 * A link the platform built on APP_BASE_URL (or a bare path) moved onto `brand`'s address; a link to anywhere
 * else is returned unchanged.
 */
export function onBrandAddress(brand: string | null | undefined, link: string): string {
  if (link.startsWith('/') && !link.startsWith('//')) return brandLink(brand, link);
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  if (url.origin !== new URL(env().APP_BASE_URL).origin) return link;
  return brandLink(brand, `${url.pathname}${url.search}${url.hash}`);
}

/** Whether `origin` is one the platform's links may use for some brand (secret links are checked with it). */
export function isPlatformLinkOrigin(brand: string | null | undefined, origin: string): boolean {
  return origin === new URL(brandBaseUrl(brand)).origin || origin === new URL(env().APP_BASE_URL).origin;
}
