// GET /api/distribution/settings: ISRC registrant, UPC prefix, DDEX sender, simulator behaviour (staff read).
// PATCH: platform-wide, so only a super admin after step-up (428 without it).
import { withAuth } from '@/lib/platform/http/with-auth';
import {
  distributionSettingsSchema,
  getDistributionSettings,
  setDistributionSettings,
} from '@/lib/distribution/settings';

export const GET = withAuth('admin', {}, () => getDistributionSettings());
export const PATCH = withAuth('superAdmin', { stepUp: true, body: distributionSettingsSchema }, ({ user, body }) =>
  setDistributionSettings(body, user.id),
);
