// GET /api/school/welcome-call/{id}/ics: the calendar invitation of a booking.
import { publicRoute } from '@/lib/http';
import { bookingQuerySchema } from '@/lib/school/schema';
import { bookingIcs } from '@/lib/school/meetings';

export const GET = publicRoute({ query: bookingQuerySchema }, async ({ params, query, user }) => {
  const ics = await bookingIcs(String(params.id), query.token, user);
  return new Response(ics, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8; method=REQUEST',
      'content-disposition': 'attachment; filename="welcome-call.ics"',
      'cache-control': 'private, no-store',
    },
  });
});
