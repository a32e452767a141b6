// POST /api/school/applications/{id}/status: accept, review or reject; recorded and emailed.
import { withAuth } from '@/lib/http';
import { decisionSchema } from '@/lib/school/schema';
import { decideApplication } from '@/lib/school/applications';

export const POST = withAuth('admin', { body: decisionSchema }, ({ user, params, body }) =>
  decideApplication(user, String(params.id), body.status, body.note),
);
