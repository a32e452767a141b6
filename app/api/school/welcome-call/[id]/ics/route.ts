// GET /api/school/welcome-call/{id}/ics: the calendar invitation of a booking.
import { publicRoute } from '@/lib/platform/http/with-auth';
import { bookingQuerySchema } from '@/lib/school/schema';
import { bookingIcs } from '@/lib/school/meetings';
import { idParams } from '@/lib/platform/http/params';

export const GET = publicRoute({ params: idParams, query: bookingQuerySchema }, async ({ params, query, user }) => {
  const ics = await bookingIcs(params.id, query.token, user);
  return new Response(ics, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8; method=REQUEST',
      'content-disposition': 'attachment; filename="welcome-call.ics"',
      'cache-control': 'private, no-store',
    },
  });
});
