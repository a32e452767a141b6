// POST /api/brain/pending/{id}/reject: reject with an optional reason.
import { withAuth } from '@/lib/platform/http/with-auth';
import { pendingReject } from '@/lib/brain/contract';
import { rejectPending } from '@/lib/brain/pending';
import { idParam } from '@/lib/brain/route-params';
import { idParams } from '@/lib/platform/http/params';

export const POST = withAuth('admin', { ...pendingReject, params: idParams }, ({ user, body, params }) =>
  rejectPending(user.id, idParam(params), body.ns, body.reason),
);
