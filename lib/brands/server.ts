// Brand and domain context on the server: from the proxy's header, else resolved from Host.
import 'server-only';
import { headers } from 'next/headers';
import { getBrandConfig, isBrandKey, type Brand, type BrandKey } from './brands';
import {
  defaultHostMap,
  parseHostMapOverride,
  resolveBrand,
  resolveDomainContext,
  type DomainContext,
  type HostMap,
} from './hosts';
import { env } from '../env';

let map: HostMap | undefined;
function hostMap(): HostMap {
  map ??= { ...defaultHostMap(), ...parseHostMapOverride(env().BRAND_HOSTS) };
  return map;
}

/** Brand for a request-like set of headers (route handlers pass request.headers). */
export function brandFromHeaders(h: Headers): BrandKey {
  const fromProxy = h.get('x-brand');
  return isBrandKey(fromProxy) ? fromProxy : resolveBrand(h.get('host'), hostMap());
}

export function domainContextFromHeaders(h: Headers): DomainContext {
  return resolveDomainContext(h.get('host'), hostMap());
}

/** Brand of the current server-component render. */
export async function currentBrand(): Promise<Brand> {
  return getBrandConfig(brandFromHeaders(await headers()));
}
