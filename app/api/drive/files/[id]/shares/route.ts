// POST /api/drive/files/{id}/shares { expiresInHours, password? } -> 201 { id, url }. GET: the file's links.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { driveFileShare } from '@/lib/ops/contract';
import { createFileShare, listShares } from '@/lib/ops/drive/shares';

export const GET = withAuth('artist', { params: idParams }, ({ user, params }) => listShares(user, params.id));

export const POST = withAuth('artist', { ...driveFileShare, params: idParams }, async ({ user, params, body }) =>
  created(await createFileShare(user, params.id, body)),
);
