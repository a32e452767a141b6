// GET /api/school/contracts/{applicationId}: the agreement to sign. POST: sign it (typed name, drawn
// signature, the hash of the text seen, a password for the new student account).
import { created, publicRoute } from '@/lib/http';
import { signContractSchema } from '@/lib/school/schema';
import { contractContext, signContract } from '@/lib/school/contracts';
import { clientIp } from '@/lib/auth/login-throttle';
import { applicationParams } from '@/lib/params';

export const GET = publicRoute({ params: applicationParams }, ({ params }) => contractContext(params.applicationId));

export const POST = publicRoute(
  { params: applicationParams, body: signContractSchema, maxBodyBytes: 512 * 1024 },
  async ({ req, params, body }) =>
    created(
      await signContract(params.applicationId, body, {
        ip: clientIp(req.headers),
        userAgent: req.headers.get('user-agent'),
      }),
    ),
);
