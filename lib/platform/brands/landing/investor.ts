// Investors and franchise owners: the four brands as one platform, release funding, franchises and statements.
import type { LandingContent } from './types';
import investor from './copy/investor.json';

export const investorLanding: LandingContent = investor;
