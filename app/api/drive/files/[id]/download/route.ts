// GET /api/drive/files/{id}/download[?version=n]: streams the file, honouring Range (206 / 416).
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { downloadQuery } from '@/lib/ops/schema';
import { fileForDownload } from '@/lib/ops/drive/service';
import { streamResponse } from '@/lib/ops/drive/download';

export const GET = withAuth(
  'artist',
  { params: idParams, query: downloadQuery },
  async ({ req, user, params, query }) =>
    streamResponse(req, await fileForDownload(user, params.id, query.version), 'inline'),
);
