// GET/PATCH/DELETE /api/releases/{id}: one release with tracks, deliveries, history and QC; edit a
// draft; delete a draft.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { deleteDraft, updateRelease } from '@/lib/distribution/releases/service';
import { releaseDetail } from '@/lib/distribution/releases/detail';
import { releaseRead, releaseUpdate } from '@/lib/distribution/contract';

export const GET = withAuth('artist', { ...releaseRead, params: idParams }, ({ user, params }) =>
  releaseDetail(user, params.id),
);
export const PATCH = withAuth('artist', { ...releaseUpdate, params: idParams }, ({ user, params, body }) =>
  updateRelease(user, params.id, body),
);
export const DELETE = withAuth('artist', { params: idParams }, ({ user, params }) => deleteDraft(user, params.id));
