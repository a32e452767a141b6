// GET/PATCH /api/security/edge-settings: platform-wide edge switches (private store endpoints), super admin
// only; changing them needs a recent password confirmation (step-up).
import { withAuth } from '@/lib/platform/http/with-auth';
import { getEdgeSettings, setEdgeSettings } from '@/lib/platform/security/endpoints';
import { edgeSettingsSchema } from '@/lib/platform/security/schema';

export const GET = withAuth('superAdmin', {}, () => getEdgeSettings());

export const PATCH = withAuth('superAdmin', { stepUp: true, body: edgeSettingsSchema }, ({ user, body }) =>
  setEdgeSettings(user, body),
);
