// POST /api/royalties/unmatched/{id}: match a row to a track by hand; it is allocated at once.
import { withAuth } from '@/lib/http';
import { resolveLineSchema } from '@/lib/royalties/schema';
import { resolveLine } from '@/lib/royalties/statements';
import { idParams } from '@/lib/params';

export const POST = withAuth('admin', { params: idParams, body: resolveLineSchema }, ({ user, body, params }) =>
  resolveLine(user, params.id, body.trackId),
);
