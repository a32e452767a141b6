// What the client providers of an island start from (./island-providers.tsx), read on the server: the brand
// and domain of the request and the signed-in user.
import { headers } from 'next/headers';
import type { SessionUser } from '@/lib/platform/auth/session';
import { toStoredUser } from '@/lib/platform/auth/session';
import { brandFromHeaders, domainContextFromHeaders } from '@/lib/platform/brands/server';
import type { IslandProps } from './island-providers';

export async function islandProps(user: SessionUser): Promise<IslandProps> {
  const h = await headers();
  return { brand: brandFromHeaders(h), domain: domainContextFromHeaders(h), user: toStoredUser(user) };
}
