// POST /api/school/certificates/{code}/revoke: revoke with a reason; verification fails from then on.
import { withAuth } from '@/lib/http';
import { revokeSchema } from '@/lib/school/schema';
import { revokeCertificate } from '@/lib/school/certificates';

export const POST = withAuth('admin', { body: revokeSchema }, ({ user, params, body }) =>
  revokeCertificate(user, String(params.code), body.reason),
);
