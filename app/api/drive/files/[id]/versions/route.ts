// GET /api/drive/files/{id}/versions: the current and earlier versions of a file.
import { withAuth } from '@/lib/http';
import { idParams } from '@/lib/params';
import { listVersions } from '@/lib/drive/service';

export const GET = withAuth('artist', { params: idParams }, ({ user, params }) => listVersions(user, params.id));
