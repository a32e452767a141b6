// GET/PATCH /api/security/edge-settings: platform-wide edge switches (private store endpoints), super admin
// only; changing them needs a recent password confirmation (step-up).
import { withAuth } from '@/lib/platform/http/with-auth';
import { getEdgeSettings, setEdgeSettings } from '@/lib/platform/security/endpoints';
import { edgeSettingsRead, edgeSettingsUpdate } from '@/lib/platform/security/contract';

export const GET = withAuth('superAdmin', edgeSettingsRead, () => getEdgeSettings());

export const PATCH = withAuth('superAdmin', { ...edgeSettingsUpdate, stepUp: true }, ({ user, body }) =>
  setEdgeSettings(user, body),
);
