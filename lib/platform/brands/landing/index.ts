// Landing content by brand. The copy is content, so each page's text is a JSON file in ./copy with the shape of
// LandingContent (types.ts), checked here:
// - tnm: TNM Music Institute, the non-profit school and career accelerator;
// - mastermusicsafe: Master Music Safe, distribution and royalty protection;
// - distro80: Distro80, the franchise record-label distribution platform;
// - sgr: Small Guy Records, independent label and music investment.
import type { BrandKey } from '../brands';
import type { LandingContent } from './types';
import { formatCount } from '../../format';
import tnm from './copy/tnm.json';
import mastermusicsafe from './copy/mastermusicsafe.json';
import distro80 from './copy/distro80.json';
import sgr from './copy/sgr.json';

export type { LandingContent };

export const LANDINGS: Record<BrandKey, LandingContent> = { tnm, mastermusicsafe, distro80, sgr };

/**
 * Content with every `{stores}` replaced by the number of stores releases are delivered to, which the caller
 * reads from the database (`enabledStoreCount`): the copy never states a store count of its own.
 */
export function withStoreCount<T>(content: T, stores: number): T {
  return JSON.parse(JSON.stringify(content).replaceAll('{stores}', formatCount(stores))) as T;
}
