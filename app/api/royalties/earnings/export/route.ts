// GET /api/royalties/earnings/export: the caller's earnings as CSV (same filters as the breakdown).
import { Readable } from 'node:stream';
import { withAuth } from '@/lib/http';
import { earningsQuerySchema } from '@/lib/royalties/schema';
import { earningsCsv } from '@/lib/royalties/earnings';

export const GET = withAuth('artist', { query: earningsQuerySchema }, ({ user, query }) => {
  const stream = Readable.toWeb(Readable.from(earningsCsv(user.id, query))) as ReadableStream;
  return new Response(stream, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="earnings.csv"' } });
});
