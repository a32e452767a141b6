// GET /api/royalties/statements/{id}/skipped: the rows of an import that were skipped, with their reasons, a page
// at a time (`?cursor=&limit=`).
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { skippedRowList } from '@/lib/royalties/contract';
import { listSkippedRows } from '@/lib/royalties/statements';

export const GET = withAuth('admin', { ...skippedRowList, params: idParams }, ({ params, query }) =>
  listSkippedRows(params.id, query),
);
