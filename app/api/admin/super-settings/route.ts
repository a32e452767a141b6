// The platform settings a super admin edits after step-up (brand domains, ISRC/UPC, stores; payout minimum shown).
import { withAuth } from '@/lib/platform/http/with-auth';
import { getSuperSettings, updateSuperSettings } from '@/lib/command/settings';
import { superSettingsRead, superSettingsUpdate } from '@/lib/command/contract';

export const GET = withAuth('superAdmin', { ...superSettingsRead, stepUp: true }, () => getSuperSettings());

export const PATCH = withAuth(
  'superAdmin',
  { ...superSettingsUpdate, stepUp: true, maxBodyBytes: 64 * 1024 },
  ({ user, body }) => updateSuperSettings(user.id, body),
);
