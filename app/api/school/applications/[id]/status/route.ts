// POST /api/school/applications/{id}/status: accept, review or reject; recorded and emailed.
import { withAuth } from '@/lib/platform/http/with-auth';
import { decisionSchema } from '@/lib/school/schema';
import { decideApplication } from '@/lib/school/applications';
import { idParams } from '@/lib/platform/http/params';

export const POST = withAuth('admin', { params: idParams, body: decisionSchema }, ({ user, params, body }) =>
  decideApplication(user, params.id, body.status, body.note),
);
