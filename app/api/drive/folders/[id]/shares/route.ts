// POST /api/drive/folders/{id}/shares { expiresInHours, password? } -> 201 { id, url }: an upload-only link
// through which a collaborator drops files into the folder without signing in.
import { created, withAuth } from '@/lib/http';
import { idParams } from '@/lib/params';
import { createShareInput } from '@/lib/ops/schema';
import { createUploadShare } from '@/lib/drive/shares';

export const POST = withAuth('artist', { params: idParams, body: createShareInput }, async ({ user, params, body }) =>
  created(await createUploadShare(user, params.id, body)),
);
