// PATCH /api/drive/files/{id}: rename, move, trash or restore. DELETE: remove a trashed file for good.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { driveFilePurge, driveFileUpdate } from '@/lib/ops/contract';
import { purgeFile, updateFile } from '@/lib/ops/drive/service';

export const PATCH = withAuth('artist', { ...driveFileUpdate, params: idParams }, ({ user, params, body }) =>
  updateFile(user, params.id, body),
);

export const DELETE = withAuth('artist', { ...driveFilePurge, params: idParams }, ({ user, params }) =>
  purgeFile(user, params.id),
);
