// POST /api/royalties/unmatched/{id}: match a row to a track by hand; it is allocated at once.
import { withAuth } from '@/lib/platform/http/with-auth';
import { unmatchedResolve } from '@/lib/royalties/contract';
import { idParams } from '@/lib/platform/http/params';
import { resolveLine } from '@/lib/royalties/statements';

export const POST = withAuth('admin', { ...unmatchedResolve, params: idParams }, ({ user, body, params }) =>
  resolveLine(user, params.id, body.trackId),
);
