// PATCH /api/drive/folders/{id}: rename, move, trash or restore a folder.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { driveFolderUpdate } from '@/lib/ops/contract';
import { updateFolder } from '@/lib/ops/drive/service';

export const PATCH = withAuth('artist', { ...driveFolderUpdate, params: idParams }, ({ user, params, body }) =>
  updateFolder(user, params.id, body),
);
