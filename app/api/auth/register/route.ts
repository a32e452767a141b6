// POST /api/auth/register {name, email, password}: self-serve artist sign-up on the current brand (when
// its sign-up is on): 201 and a verification email. The same 201 for an email that has an account (its
// owner gets a note); at most SIGNUP_PER_ADDRESS sign-ups per client address an hour (429).
import { created, publicRoute } from '@/lib/platform/http/with-auth';
import { register } from '@/lib/accounts/contract';
import { registerArtist } from '@/lib/accounts/join';
import { SIGNUP_PER_ADDRESS } from '@/lib/accounts/signup-limits';
import { brandFromHeaders } from '@/lib/platform/brands/server';
import { referralCodeFromRequest } from '@/lib/services/affiliates/cookie';

export const POST = publicRoute(
  { ...register, maxBodyBytes: 8 * 1024, rateLimit: SIGNUP_PER_ADDRESS },
  async ({ req, body }) =>
    created(await registerArtist(brandFromHeaders(req.headers), body, referralCodeFromRequest(req))),
);
