// POST /api/drive/files (multipart `file`, optional `folderId`) -> 201 { id }. Over quota: 413 before storing.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { driveOwnerQuery } from '@/lib/ops/schema';
import { driveOwnerFor } from '@/lib/ops/drive/service';
import { uploadFromRequest } from '@/lib/ops/drive/multipart-upload';

export const POST = withAuth('artist', { query: driveOwnerQuery }, async ({ req, user, query }) => {
  const f = await uploadFromRequest(await driveOwnerFor(user, query.ownerId), req);
  return created({ id: f.id, version: f.version });
});
