// POST /api/school/certificates/{code}/revoke: revoke with a reason; verification fails from then on.
import { withAuth } from '@/lib/platform/http/with-auth';
import { revokeSchema } from '@/lib/school/schema';
import { revokeCertificate } from '@/lib/school/certificates';
import { codeParams } from '@/lib/platform/http/params';

export const POST = withAuth('admin', { params: codeParams, body: revokeSchema }, ({ user, params, body }) =>
  revokeCertificate(user, params.code, body.reason),
);
