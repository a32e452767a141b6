// GET/PATCH/DELETE /api/releases/{id}: one release with tracks, deliveries, history and QC; edit a
// draft; delete a draft.
import { withAuth } from '@/lib/http';
import { updateReleaseSchema } from '@/lib/releases/schema';
import { deleteDraft, releaseDetail, updateRelease } from '@/lib/releases/service';

export const GET = withAuth('artist', {}, ({ user, params }) => releaseDetail(user, String(params.id)));
export const PATCH = withAuth('artist', { body: updateReleaseSchema }, ({ user, params, body }) =>
  updateRelease(user, String(params.id), body),
);
export const DELETE = withAuth('artist', {}, ({ user, params }) => deleteDraft(user, String(params.id)));
