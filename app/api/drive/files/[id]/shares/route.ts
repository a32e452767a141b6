// POST /api/drive/files/{id}/shares { expiresInHours, password? } -> 201 { id, url }. GET: the file's links.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { createShareInput } from '@/lib/ops/schema';
import { createFileShare, listShares } from '@/lib/ops/drive/shares';

export const GET = withAuth('artist', { params: idParams }, ({ user, params }) => listShares(user, params.id));

export const POST = withAuth('artist', { params: idParams, body: createShareInput }, async ({ user, params, body }) =>
  created(await createFileShare(user, params.id, body)),
);
