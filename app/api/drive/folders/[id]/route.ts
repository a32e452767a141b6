// PATCH /api/drive/folders/{id}: rename, move, trash or restore a folder.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { updateFileInput } from '@/lib/ops/schema';
import { updateFolder } from '@/lib/ops/drive/service';

export const PATCH = withAuth('artist', { params: idParams, body: updateFileInput }, ({ user, params, body }) =>
  updateFolder(user, params.id, body),
);
