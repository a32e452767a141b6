// GET /api/royalties/statements/{id}/skipped: the rows of an import that were skipped, with their reasons.
import { withAuth } from '@/lib/http';
import { idParams } from '@/lib/params';
import { pageQuerySchema } from '@/lib/royalties/schema';
import { listSkippedRows } from '@/lib/royalties/statements';

export const GET = withAuth('admin', { params: idParams, query: pageQuerySchema }, ({ params, query }) =>
  listSkippedRows(params.id, query),
);
