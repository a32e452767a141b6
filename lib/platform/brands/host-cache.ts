// The host -> brand map every request is resolved with, kept in the process (no database call per
// request): the built-in map, BRAND_HOSTS over it, and the domains saved in Super Admin Settings over
// both. Saving the settings replaces it at once in that process; server-boot.ts reloads it from the
// database on an interval so other processes follow. Kept on globalThis so proxy.ts and the route
// handlers of one process share it.
import { env } from '../env';
import { isBrandKey } from './brands';
import { defaultHostMap, parseHostMapOverride, type HostMap } from './hosts';

const KEY = Symbol.for('platform.brandHostMap');
interface Cached {
  map: HostMap;
  /** changes whenever the map does (callers that derive data from it compare this) */
  version: number;
  /** the saved domains the map was built with, to skip rebuilding an unchanged map */
  savedKey: string;
}
type G = typeof globalThis & { [KEY]?: Cached };

function build(saved: Record<string, readonly string[] | undefined>): HostMap {
  const map: HostMap = { ...defaultHostMap(), ...parseHostMapOverride(env().BRAND_HOSTS) };
  for (const [brand, hosts] of Object.entries(saved))
    if (isBrandKey(brand)) for (const h of hosts ?? []) map[h.trim().toLowerCase()] = brand;
  return map;
}

function cached(): Cached {
  const g = globalThis as G;
  g[KEY] ??= { map: build({}), version: 0, savedKey: '{}' };
  return g[KEY];
}

export function currentHostMap(): HostMap {
  return cached().map;
}

export function hostMapVersion(): number {
  return cached().version;
}

/** Applies the brand domains saved in Super Admin Settings (brand -> host names). */
export function applySavedBrandDomains(saved: Record<string, readonly string[] | undefined>): void {
  const savedKey = JSON.stringify(saved);
  const c = cached();
  if (c.savedKey === savedKey) return;
  const map = build(saved);
  // The version moves only when a host changes brand (the first load of an empty setting changes nothing,
  // and must not drop what was derived from the map, e.g. the kept landings of landing-cache.ts).
  const same = JSON.stringify(Object.entries(map).sort()) === JSON.stringify(Object.entries(c.map).sort());
  (globalThis as G)[KEY] = { map, version: same ? c.version : c.version + 1, savedKey };
}
