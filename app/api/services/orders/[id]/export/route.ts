// GET /api/services/orders/{id}/export: a cataloging order's registration file (CSV).
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { catalogingExport } from '@/lib/services/cataloging';

export const GET = withAuth('artist', { params: idParams }, async ({ user, params }) => {
  const { filename, csv } = await catalogingExport(user, params.id);
  return new Response(csv, {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${filename}"` },
  });
});
