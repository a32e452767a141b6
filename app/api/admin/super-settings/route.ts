// The platform settings a super admin edits after step-up (brand domains, ISRC/UPC, payout minimum, stores).
import { parseWith, readJson, withAuth } from '@/lib/http';
import { assertStepUp } from '@/lib/command/step-up';
import { getPlatformSettings, updatePlatformSettings } from '@/lib/command/settings';
import { platformSettingsPatchSchema } from '@/lib/command/settings-schema';

export const GET = withAuth('superAdmin', {}, async ({ req, user }) => {
  await assertStepUp(req, user);
  return getPlatformSettings();
});

export const PATCH = withAuth('superAdmin', {}, async ({ req, user }) => {
  await assertStepUp(req, user);
  const patch = parseWith(platformSettingsPatchSchema, (await readJson(req, 64 * 1024)) ?? {}, 'Invalid request');
  return updatePlatformSettings(user.id, patch);
});
