// The platform settings a super admin edits after step-up (brand domains, ISRC/UPC, stores; payout minimum shown).
import { parseWith, readJson, withAuth } from '@/lib/http';
import { assertStepUp } from '@/lib/command/step-up';
import { getSuperSettings, updateSuperSettings } from '@/lib/command/settings';
import { superSettingsPatchSchema } from '@/lib/command/settings-schema';

export const GET = withAuth('superAdmin', {}, async ({ req, user }) => {
  await assertStepUp(req, user);
  return getSuperSettings();
});

export const PATCH = withAuth('superAdmin', {}, async ({ req, user }) => {
  await assertStepUp(req, user);
  const patch = parseWith(superSettingsPatchSchema, (await readJson(req, 64 * 1024)) ?? {}, 'Invalid request');
  return updateSuperSettings(user.id, patch);
});
