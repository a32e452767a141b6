// PATCH /api/drive/files/{id}: rename, move, trash or restore. DELETE: remove a trashed file for good.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { updateFileInput } from '@/lib/ops/schema';
import { purgeFile, updateFile } from '@/lib/ops/drive/service';

export const PATCH = withAuth('artist', { params: idParams, body: updateFileInput }, ({ user, params, body }) =>
  updateFile(user, params.id, body),
);

export const DELETE = withAuth('artist', { params: idParams }, ({ user, params }) => purgeFile(user, params.id));
