// POST /api/auth/register {name, email, password}: self-serve artist sign-up on the current brand (when
// its sign-up is on): 201 and a verification email.
import { created, publicRoute } from '@/lib/http';
import { registerSchema } from '@/lib/accounts/schema';
import { registerArtist } from '@/lib/accounts/join';
import { brandFromHeaders } from '@/lib/brands/server';
import { referralCodeFromRequest } from '@/lib/affiliates/cookie';

export const POST = publicRoute({ body: registerSchema, maxBodyBytes: 8 * 1024 }, async ({ req, body }) =>
  created(await registerArtist(brandFromHeaders(req.headers), body, referralCodeFromRequest(req))),
);
