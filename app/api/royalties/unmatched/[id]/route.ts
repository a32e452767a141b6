// POST /api/royalties/unmatched/{id}: match a row to a track by hand; it is allocated at once.
import { withAuth } from '@/lib/platform/http/with-auth';
import { resolveLineSchema } from '@/lib/royalties/schema';
import { resolveLine } from '@/lib/royalties/statements';
import { idParams } from '@/lib/platform/http/params';

export const POST = withAuth('admin', { params: idParams, body: resolveLineSchema }, ({ user, body, params }) =>
  resolveLine(user, params.id, body.trackId),
);
