// POST /api/school/certificates/{code}/revoke: revoke with a reason; verification fails from then on.
import { withAuth } from '@/lib/http';
import { revokeSchema } from '@/lib/school/schema';
import { revokeCertificate } from '@/lib/school/certificates';
import { codeParams } from '@/lib/params';

export const POST = withAuth('admin', { params: codeParams, body: revokeSchema }, ({ user, params, body }) =>
  revokeCertificate(user, params.code, body.reason),
);
