// POST /api/auth/password {currentPassword, newPassword}: the signed-in user changes their password;
// every outstanding reset link dies and every other session ends.
import { withAuth } from '@/lib/platform/http/with-auth';
import { passwordChange } from '@/lib/accounts/contract';
import { changePassword } from '@/lib/accounts/credentials';
import { sessionIdFromRequest } from '@/lib/platform/auth/session';

export const POST = withAuth('signedIn', { ...passwordChange, maxBodyBytes: 4096 }, async ({ req, user, body }) =>
  changePassword(user, body, await sessionIdFromRequest(req)),
);
