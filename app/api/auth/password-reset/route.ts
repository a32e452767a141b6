// POST /api/auth/password-reset: emails a one-time link when the account exists; same answer either way.
import { publicRoute } from '@/lib/http';
import { resetRequestSchema } from '@/lib/auth/schema';
import { requestPasswordReset } from '@/lib/auth/service';
import { assertResetRequestAllowed } from '@/lib/auth/login-throttle';

export const POST = publicRoute({ body: resetRequestSchema }, async ({ body }) => {
  await assertResetRequestAllowed(body.email);
  await requestPasswordReset(body.email);
  return Response.json(
    { ok: true, message: 'If an account exists for that email, a reset link is on its way.' },
    { status: 202 },
  );
});
