// GET /api/admin/signup-settings: self-serve sign-up per brand. PUT: switch one (super admin, step-up).
import { withAuth } from '@/lib/platform/http/with-auth';
import { signupSettingsSchema } from '@/lib/accounts/schema';
import { setSignupEnabled, signupSettings } from '@/lib/accounts/join';

export const GET = withAuth('admin', {}, () => signupSettings());

export const PUT = withAuth('superAdmin', { stepUp: true, body: signupSettingsSchema }, ({ user, body }) =>
  setSignupEnabled(user, body),
);
