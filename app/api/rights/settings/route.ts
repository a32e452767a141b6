// GET/PUT /api/rights/settings: the CWR sender code and the publisher's name and IPI (super admin).
// PUT is platform-wide, so it needs a live step-up grant too (428 without it).
import { withAuth } from '@/lib/platform/http/with-auth';
import { getRightsSettings, saveRightsSettings } from '@/lib/rights/settings';
import { rightsSettingsRead, rightsSettingsSave } from '@/lib/rights/contract';

export const GET = withAuth('superAdmin', rightsSettingsRead, async () => ({ settings: await getRightsSettings() }));

export const PUT = withAuth('superAdmin', { ...rightsSettingsSave, stepUp: true }, async ({ user, body }) => ({
  settings: await saveRightsSettings(user, body),
}));
