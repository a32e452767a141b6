// GET/PATCH /api/rights/works/{id}: one work (its owner or staff). New shares start a new split sheet round.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { getWorkForUserOrThrow, updateWork } from '@/lib/rights/works';
import { updateWorkInput } from '@/lib/rights/schema';
import { workRead } from '@/lib/rights/contract';

export const GET = withAuth('artist', { ...workRead, params: idParams }, ({ user, params }) =>
  getWorkForUserOrThrow(user, params.id),
);

export const PATCH = withAuth('artist', { params: idParams, body: updateWorkInput }, ({ user, params, body }) =>
  updateWork(user, params.id, body),
);
