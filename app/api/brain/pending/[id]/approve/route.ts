// POST /api/brain/pending/{id}/approve: promote to a protocol memory (weight 6 by default) or a task.
import { withAuth } from '@/lib/platform/http/with-auth';
import { pendingApprove } from '@/lib/brain/contract';
import { approvePending } from '@/lib/brain/pending';
import { idParam } from '@/lib/brain/route-params';
import { idParams } from '@/lib/platform/http/params';

export const POST = withAuth('admin', { ...pendingApprove, params: idParams }, ({ user, body, params }) =>
  approvePending(user.id, idParam(params), body.ns, body.weight, body.target),
);
