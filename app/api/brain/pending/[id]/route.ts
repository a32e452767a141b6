// PATCH /api/brain/pending/{id}: inline edit of title, detail, tags and target.
import { withAuth } from '@/lib/http';
import { pendingPatchSchema } from '@/lib/brain/schema';
import { updatePending } from '@/lib/brain/pending';
import { idParam } from '@/lib/brain/route-params';
import { idParams } from '@/lib/params';

export const PATCH = withAuth('admin', { params: idParams, body: pendingPatchSchema }, ({ user, body, params }) => {
  const { ns, ...patch } = body;
  return updatePending(user.id, idParam(params), ns, patch);
});
