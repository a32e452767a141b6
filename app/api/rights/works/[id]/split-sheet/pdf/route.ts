// GET /api/rights/works/{id}/split-sheet/pdf?version=N: the split sheet with its signatures (owner or staff).
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { splitSheetPdfFor } from '@/lib/rights/split-sheets';
import { versionQuery } from '@/lib/rights/schema';

export const GET = withAuth('artist', { params: idParams, query: versionQuery }, async ({ user, params, query }) => {
  const { pdf, filename } = await splitSheetPdfFor(user, params.id, query.version);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
    },
  });
});
