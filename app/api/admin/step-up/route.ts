// POST: the super admin re-enters their password for a short-lived elevated session (rate-limited).
// DELETE: ends it.
import { withAuth } from '@/lib/platform/http/with-auth';
import { STEP_UP_TTL_SECONDS, endStepUp, grantStepUp, stepUpCookie } from '@/lib/platform/auth/step-up';
import { stepUpGrant } from '@/lib/command/contract';

export const POST = withAuth('superAdmin', { ...stepUpGrant, maxBodyBytes: 4096 }, async ({ user, body }) => {
  const { token, expiresAt } = await grantStepUp(user, body.password);
  return Response.json(
    { granted: true, expiresAt, ttlSeconds: STEP_UP_TTL_SECONDS },
    { headers: { 'set-cookie': stepUpCookie(token) } },
  );
});

export const DELETE = withAuth('superAdmin', {}, async ({ user }) => {
  await endStepUp(user.id);
  return new Response(null, { status: 204, headers: { 'set-cookie': stepUpCookie('', 0) } });
});
