// Landing content by brand.
import type { BrandKey } from '../brands';
import type { LandingContent } from './types';
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
