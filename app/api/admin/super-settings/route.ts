// The platform settings a super admin edits after step-up (brand domains, ISRC/UPC, stores; payout minimum shown).
import { withAuth } from '@/lib/platform/http/with-auth';
import { getSuperSettings, updateSuperSettings } from '@/lib/command/settings';
import { superSettingsPatchSchema } from '@/lib/command/settings-schema';

export const GET = withAuth('superAdmin', { stepUp: true }, () => getSuperSettings());

export const PATCH = withAuth(
  'superAdmin',
  { stepUp: true, body: superSettingsPatchSchema, maxBodyBytes: 64 * 1024 },
  ({ user, body }) => updateSuperSettings(user.id, body),
);
