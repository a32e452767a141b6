// POST /api/auth/password-reset: emails a one-time link when the account exists; same answer either way,
// given before the account is looked up (the email goes out after the response), so its time says nothing.
import { publicRoute } from '@/lib/platform/http/with-auth';
import { passwordResetRequest } from '@/lib/accounts/contract';
import { requestPasswordReset } from '@/lib/accounts/credentials';
import { assertResetRequestAllowed } from '@/lib/platform/auth/login-throttle';
import { afterResponse } from '@/lib/platform/http/after-response';

export const POST = publicRoute(passwordResetRequest, async ({ body }) => {
  await assertResetRequestAllowed(body.email);
  afterResponse('password reset email', () => requestPasswordReset(body.email));
  return Response.json(
    { ok: true, message: 'If an account exists for that email, a reset link is on its way.' },
    { status: 202 },
  );
});
