// GET/PATCH /api/distribution/settings: ISRC registrant, UPC prefix, DDEX sender, simulator behaviour (staff).
import { withAuth } from '@/lib/http';
import {
  distributionSettingsSchema,
  getDistributionSettings,
  setDistributionSettings,
} from '@/lib/distribution/settings';

export const GET = withAuth('admin', {}, () => getDistributionSettings());
export const PATCH = withAuth('admin', { body: distributionSettingsSchema }, ({ user, body }) =>
  setDistributionSettings(body, user.id),
);
