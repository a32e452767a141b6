// POST /api/school/applications/{id}/status: accept, review or reject; recorded and emailed.
import { withAuth } from '@/lib/platform/http/with-auth';
import { decideApplication } from '@/lib/school/applications';
import { idParams } from '@/lib/platform/http/params';
import { applicationDecide } from '@/lib/school/contract';

export const POST = withAuth('admin', { ...applicationDecide, params: idParams }, ({ user, params, body }) =>
  decideApplication(user, params.id, body.status, body.note),
);
