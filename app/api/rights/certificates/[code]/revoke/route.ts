// POST /api/rights/certificates/{code}/revoke { reason }: staff revoke a certificate; verification says so.
import { withAuth } from '@/lib/platform/http/with-auth';
import { revokeCertificate } from '@/lib/rights/certificates';
import { codeParams, revokeInput } from '@/lib/rights/schema';

export const POST = withAuth('admin', { params: codeParams, body: revokeInput }, ({ user, params, body }) =>
  revokeCertificate(user, params.code, body.reason),
);
