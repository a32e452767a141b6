// GET /api/distribution/settings: ISRC registrant, UPC prefix, DDEX sender, simulator behaviour (staff read).
// PATCH: platform-wide, so only a super admin after step-up (428 without it).
import { withAuth } from '@/lib/platform/http/with-auth';
import { getDistributionSettings, setDistributionSettings } from '@/lib/distribution/settings';
import { distributionSettingsRead, distributionSettingsSet } from '@/lib/distribution/contract';

export const GET = withAuth('admin', distributionSettingsRead, () => getDistributionSettings());
export const PATCH = withAuth('superAdmin', { ...distributionSettingsSet, stepUp: true }, ({ user, body }) =>
  setDistributionSettings(body, user.id),
);
