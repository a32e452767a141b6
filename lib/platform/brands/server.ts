// Brand and domain context on the server: from the proxy's header, else resolved from Host.
import 'server-only';
import { headers } from 'next/headers';
import { getBrandConfig, isBrandKey, type Brand, type BrandKey } from './brands';
import { resolveBrand, resolveDomainContext, type DomainContext } from './hosts';
import { currentHostMap as hostMap } from './host-cache';

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
