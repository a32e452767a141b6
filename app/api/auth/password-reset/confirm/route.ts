// POST /api/auth/password-reset/confirm: sets a new password with a reset token (works once).
import { publicRoute } from '@/lib/platform/http/with-auth';
import { passwordResetConfirm } from '@/lib/accounts/contract';
import { resetPassword } from '@/lib/accounts/credentials';

export const POST = publicRoute(passwordResetConfirm, async ({ body }) => {
  await resetPassword(body.token, body.password);
  return { ok: true, message: 'Your password was changed. Sign in with the new one.' };
});
