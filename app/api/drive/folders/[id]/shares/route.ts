// POST /api/drive/folders/{id}/shares { expiresInHours, password? } -> 201 { id, url }: an upload-only link
// through which a collaborator drops files into the folder without signing in.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { driveFolderShare } from '@/lib/ops/contract';
import { createUploadShare } from '@/lib/ops/drive/shares';

export const POST = withAuth('artist', { ...driveFolderShare, params: idParams }, async ({ user, params, body }) =>
  created(await createUploadShare(user, params.id, body)),
);
