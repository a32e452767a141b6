// GET/PUT /api/rights/settings: the CWR sender code and the publisher's name and IPI (super admin).
import { withAuth } from '@/lib/http';
import { getRightsSettings, saveRightsSettings } from '@/lib/rights/settings';
import { rightsSettingsInput } from '@/lib/rights/schema';

export const GET = withAuth('superAdmin', {}, async () => ({ settings: await getRightsSettings() }));

export const PUT = withAuth('superAdmin', { body: rightsSettingsInput }, async ({ user, body }) => ({
  settings: await saveRightsSettings(user, body),
}));
