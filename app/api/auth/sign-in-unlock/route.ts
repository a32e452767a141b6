// POST /api/auth/sign-in-unlock {email}: emails the account's owner a sign-in link that gets past the
// account-wide wait of the login limits (lib/platform/auth/sign-in-unlock.ts). The same 202 whether or not the email
// has an account, given before the account is looked up; 429 past the limits per email and per client.
import { publicRoute } from '@/lib/platform/http/with-auth';
import { signInUnlock } from '@/lib/platform/auth/contract';
import {
  assertUnlockRequestAllowed,
  sendSignInUnlock,
  UNLOCK_REQUESTS_PER_CLIENT,
} from '@/lib/platform/auth/sign-in-unlock';
import { afterResponse } from '@/lib/platform/http/after-response';

export const POST = publicRoute({ ...signInUnlock, rateLimit: UNLOCK_REQUESTS_PER_CLIENT }, async ({ body }) => {
  await assertUnlockRequestAllowed(body.email);
  afterResponse('sign-in link email', () => sendSignInUnlock(body.email));
  return Response.json(
    { ok: true, message: 'If an account exists for that email, a sign-in link is on its way.' },
    { status: 202 },
  );
});
