// PATCH /api/brain/pending/{id}: inline edit of title, detail, tags and target.
import { withAuth } from '@/lib/platform/http/with-auth';
import { pendingEdit } from '@/lib/brain/contract';
import { updatePending } from '@/lib/brain/pending';
import { idParam } from '@/lib/brain/route-params';
import { idParams } from '@/lib/platform/http/params';

export const PATCH = withAuth('admin', { ...pendingEdit, params: idParams }, ({ user, body, params }) => {
  const { ns, ...patch } = body;
  return updatePending(user.id, idParam(params), ns, patch);
});
