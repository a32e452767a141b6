// Host name -> brand resolution (pure: used by proxy.ts, route handlers and tests).
import { BRANDS, BRAND_KEYS, FALLBACK_BRAND, isBrandKey, type BrandKey } from './brands';

export interface DomainContext {
  /** 'admin' on a brand's admin host, otherwise 'public'. */
  domain: 'public' | 'admin';
  brand: BrandKey;
  publicDomain: string;
  adminDomain: string;
  currentHost: string;
}

export type HostMap = Record<string, BrandKey>;

/** Built-in map: each brand's public and admin domains (and www.), plus localhost aliases for trying it. */
export function defaultHostMap(): HostMap {
  const map: HostMap = {};
  for (const key of BRAND_KEYS) {
    const b = BRANDS[key];
    map[b.publicDomain] = key;
    map[`www.${b.publicDomain}`] = key;
    map[b.adminDomain] = key;
  }
  Object.assign(map, {
    'tnm.localhost': 'tnm',
    'mms.localhost': 'mastermusicsafe',
    'mastermusicsafe.localhost': 'mastermusicsafe',
    'distro80.localhost': 'distro80',
    'sgr.localhost': 'sgr',
  } satisfies HostMap);
  return map;
}

/** Parses BRAND_HOSTS (a JSON object host -> brand); unknown brands are ignored with a warning. */
export function parseHostMapOverride(json: string | undefined): HostMap {
  if (!json) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    console.warn('BRAND_HOSTS is not valid JSON; ignored');
    return {};
  }
  const out: HostMap = {};
  if (raw && typeof raw === 'object') {
    for (const [host, brand] of Object.entries(raw as Record<string, unknown>)) {
      if (isBrandKey(brand)) out[host.toLowerCase()] = brand;
      else console.warn(`BRAND_HOSTS: ${host} maps to unknown brand ${String(brand)}; ignored`);
    }
  }
  return out;
}

/** Strips the port and lower-cases: "MMS.localhost:3000" -> "mms.localhost". */
export function normalizeHost(host: string | null | undefined): string {
  if (!host) return '';
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.split(':')[0];
}

export function resolveBrand(host: string | null | undefined, map: HostMap): BrandKey {
  const h = normalizeHost(host);
  if (map[h]) return map[h];
  // sub.mms.localhost and the like resolve like their parent alias
  const parent = Object.keys(map).find((known) => h.endsWith(`.${known}`));
  return parent ? map[parent] : FALLBACK_BRAND;
}

export function resolveDomainContext(host: string | null | undefined, map: HostMap): DomainContext {
  const brand = resolveBrand(host, map);
  const b = BRANDS[brand];
  const currentHost = normalizeHost(host);
  const isAdminHost = currentHost === b.adminDomain || currentHost.startsWith('admin.');
  return {
    domain: isAdminHost ? 'admin' : 'public',
    brand,
    publicDomain: b.publicDomain,
    adminDomain: b.adminDomain,
    currentHost,
  };
}
