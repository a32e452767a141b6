// GET /api/admin/signup-settings: self-serve sign-up per brand. PUT: switch one (super admin, step-up).
import { withAuth } from '@/lib/platform/http/with-auth';
import { signupSettingList, signupSettingSet } from '@/lib/accounts/contract';
import { setSignupEnabled, signupSettings } from '@/lib/accounts/join';

export const GET = withAuth('admin', signupSettingList, () => signupSettings());

export const PUT = withAuth('superAdmin', { ...signupSettingSet, stepUp: true }, ({ user, body }) =>
  setSignupEnabled(user, body),
);
