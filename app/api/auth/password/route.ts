// POST /api/auth/password {currentPassword, newPassword}: the signed-in user changes their password;
// every outstanding reset link dies and every other session ends.
import { withAuth } from '@/lib/http';
import { changePasswordSchema } from '@/lib/auth/schema';
import { changePassword } from '@/lib/auth/service';
import { sessionIdFromRequest } from '@/lib/auth/session';

export const POST = withAuth(
  'signedIn',
  { body: changePasswordSchema, maxBodyBytes: 4096 },
  async ({ req, user, body }) => changePassword(user, body, await sessionIdFromRequest(req)),
);
