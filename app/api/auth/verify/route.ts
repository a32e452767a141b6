// GET /api/auth/verify?token=: the link in the sign-up email confirms the address (once). A browser is sent
// on to the sign-in page with a notice; other clients get JSON.
import { publicRoute } from '@/lib/platform/http/with-auth';
import { verifyQuerySchema } from '@/lib/accounts/schema';
import { verifyEmail } from '@/lib/accounts/join';

export const GET = publicRoute({ query: verifyQuerySchema }, async ({ req, query }) => {
  const result = await verifyEmail(query.token);
  if ((req.headers.get('accept') ?? '').includes('text/html')) {
    return new Response(null, { status: 303, headers: { location: '/mms/login?verified=1' } });
  }
  return result;
});
