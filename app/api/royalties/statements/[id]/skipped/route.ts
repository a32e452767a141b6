// GET /api/royalties/statements/{id}/skipped: the rows of an import that were skipped, with their reasons, a page
// at a time (`?cursor=&limit=`).
import { withAuth } from '@/lib/http';
import { idParams } from '@/lib/params';
import { pageQuery } from '@/lib/paging';
import { listSkippedRows } from '@/lib/royalties/statements';

export const GET = withAuth('admin', { params: idParams, query: pageQuery }, ({ params, query }) =>
  listSkippedRows(params.id, query),
);
