// POST /api/auth/password-reset/confirm: sets a new password with a reset token (works once).
import { publicRoute } from '@/lib/http';
import { resetPasswordSchema } from '@/lib/auth/schema';
import { resetPassword } from '@/lib/auth/service';

export const POST = publicRoute({ body: resetPasswordSchema }, async ({ body }) => {
  await resetPassword(body.token, body.password);
  return { ok: true, message: 'Your password was changed. Sign in with the new one.' };
});
