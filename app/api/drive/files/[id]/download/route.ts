// GET /api/drive/files/{id}/download[?version=n]: streams the file, honouring Range (206 / 416).
import { withAuth } from '@/lib/http';
import { idParams } from '@/lib/params';
import { downloadQuery } from '@/lib/ops/schema';
import { fileForDownload } from '@/lib/drive/service';
import { streamResponse } from '@/lib/drive/download';

export const GET = withAuth(
  'artist',
  { params: idParams, query: downloadQuery },
  async ({ req, user, params, query }) =>
    streamResponse(req, await fileForDownload(user, params.id, query.version), 'inline'),
);
