// GET /api/royalties/statements/{id}/file: the statement file the import read, as stored (admins), honouring
// Range (206 / 416). Matched rows are kept as sums; this is where a row is found as the store sent it.
import { withAuth } from '@/lib/http';
import { idParams } from '@/lib/params';
import { statementFile } from '@/lib/royalties/statements';
import { streamResponse } from '@/lib/drive/download';

export const GET = withAuth('admin', { params: idParams }, async ({ req, params }) =>
  streamResponse(req, await statementFile(params.id)),
);
