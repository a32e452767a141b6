// POST /api/brain/pending/{id}/reject: reject with an optional reason.
import { withAuth } from '@/lib/platform/http/with-auth';
import { rejectSchema } from '@/lib/brain/schema';
import { rejectPending } from '@/lib/brain/pending';
import { idParam } from '@/lib/brain/route-params';
import { idParams } from '@/lib/platform/http/params';

export const POST = withAuth('admin', { params: idParams, body: rejectSchema }, ({ user, body, params }) =>
  rejectPending(user.id, idParam(params), body.ns, body.reason),
);
