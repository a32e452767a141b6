// GET /api/drive/files/{id}/versions: the current and earlier versions of a file.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { listVersions } from '@/lib/ops/drive/service';
import { driveVersionList } from '@/lib/ops/contract';

export const GET = withAuth('artist', { ...driveVersionList, params: idParams }, ({ user, params }) =>
  listVersions(user, params.id),
);
