// POST /api/rights/exports { format: "cwr" | "cwr-2.1" | "cwr-2.2" | "mlc" | "mlc-isrc", workIds }: the file.
// 409 naming the work when a split sheet is not signed by every writer.
import { withAuth } from '@/lib/platform/http/with-auth';
import { exportWorks } from '@/lib/rights/exports';
import { exportInput } from '@/lib/rights/schema';

export const POST = withAuth('artist', { body: exportInput }, async ({ user, body }) => {
  const file = await exportWorks(user, body);
  return new Response(new Uint8Array(file.body), {
    headers: {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.filename}"`,
      'cache-control': 'private, no-store',
    },
  });
});
