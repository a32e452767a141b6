// GET /api/royalties/statements/{id}/file: the statement file the import read, as stored (admins), honouring
// Range (206 / 416). Matched rows are kept as sums; this is where a row is found as the store sent it.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { statementFile } from '@/lib/royalties/statements';
import { streamResponse } from '@/lib/ops/drive/download';

export const GET = withAuth('admin', { params: idParams }, async ({ req, params }) =>
  streamResponse(req, await statementFile(params.id)),
);
