// PATCH /api/drive/folders/{id}: rename, move, trash or restore a folder.
import { withAuth } from '@/lib/http';
import { idParams } from '@/lib/params';
import { updateFileInput } from '@/lib/ops/schema';
import { updateFolder } from '@/lib/drive/service';

export const PATCH = withAuth('artist', { params: idParams, body: updateFileInput }, ({ user, params, body }) =>
  updateFolder(user, params.id, body),
);
