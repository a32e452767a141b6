// POST /api/drive/files (multipart `file`, optional `folderId`) -> 201 { id }. Over quota: 413 before storing.
import { created, withAuth } from '@/lib/http';
import { driveOwnerQuery } from '@/lib/ops/schema';
import { isAdminRole } from '@/lib/auth/roles';
import { uploadFromRequest } from '@/lib/drive/service';

export const POST = withAuth('artist', { query: driveOwnerQuery }, async ({ req, user, query }) => {
  const owner = query.ownerId && isAdminRole(user.role) ? query.ownerId : user.id;
  const f = await uploadFromRequest(owner, req);
  return created({ id: f.id, version: f.version });
});
