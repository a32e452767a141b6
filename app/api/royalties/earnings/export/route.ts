// GET /api/royalties/earnings/export: the caller's earnings as CSV (same filters as the breakdown).
import { withAuth } from '@/lib/platform/http/with-auth';
import { earningsQuerySchema } from '@/lib/royalties/schema';
import { earningsCsv } from '@/lib/royalties/earnings';

export const GET = withAuth('artist', { query: earningsQuerySchema }, ({ user, query }) => {
  const rows = earningsCsv(user.id, query);
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await rows.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
  });
  return new Response(stream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="earnings.csv"',
    },
  });
});
