// POST /api/school/certificates/{code}/revoke: revoke with a reason; verification fails from then on.
import { withAuth } from '@/lib/platform/http/with-auth';
import { revokeCertificate } from '@/lib/school/certificates';
import { codeParams } from '@/lib/platform/http/params';
import { certificateRevoke } from '@/lib/school/contract';

export const POST = withAuth('admin', { ...certificateRevoke, params: codeParams }, ({ user, params, body }) =>
  revokeCertificate(user, params.code, body.reason),
);
