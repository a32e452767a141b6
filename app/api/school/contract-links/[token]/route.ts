// GET /api/school/contract-links/{token}: the agreement the emailed link opens (only what signing needs).
// POST: sign it (typed name, drawn signature, the hash of the text seen, a password for a new account;
// an applicant who already has an account signs signed in as it). The link works once.
import { created, publicRoute } from '@/lib/platform/http/with-auth';
import { contractLinkParams } from '@/lib/school/schema';
import { contractContext, signContract } from '@/lib/school/contracts';
import { clientIp } from '@/lib/platform/auth/login-throttle';
import { contractSign } from '@/lib/school/contract';

export const GET = publicRoute({ params: contractLinkParams }, ({ params, user }) =>
  contractContext(params.token, user),
);

export const POST = publicRoute(
  { ...contractSign, params: contractLinkParams, maxBodyBytes: 512 * 1024 },
  async ({ req, params, body, user }) =>
    created(
      await signContract(params.token, user, body, {
        ip: clientIp(req.headers),
        userAgent: req.headers.get('user-agent'),
      }),
    ),
);
