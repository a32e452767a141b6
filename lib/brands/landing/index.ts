// Landing content by brand.
import type { BrandKey } from '../brands';
import type { LandingContent } from './types';
import { formatCount } from '../../format';
import { tnmLanding } from './tnm';
import { mmsLanding } from './mastermusicsafe';
import { distro80Landing } from './distro80';
import { sgrLanding } from './sgr';

export type { LandingContent };

export const LANDINGS: Record<BrandKey, LandingContent> = {
  tnm: tnmLanding,
  mastermusicsafe: mmsLanding,
  distro80: distro80Landing,
  sgr: sgrLanding,
};

/**
 * Content with every `{stores}` replaced by the number of stores releases are delivered to, which the caller
 * reads from the database (`enabledStoreCount`): the copy never states a store count of its own.
 */
export function withStoreCount<T>(content: T, stores: number): T {
  return JSON.parse(JSON.stringify(content).replaceAll('{stores}', formatCount(stores))) as T;
}
