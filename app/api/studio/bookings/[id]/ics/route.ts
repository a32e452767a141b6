// GET /api/studio/bookings/{id}/ics: the booking as a calendar file.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { myBookingIcs } from '@/lib/services/studio/service';

export const GET = withAuth(
  'artist',
  { params: idParams },
  async ({ user, params }) =>
    new Response(await myBookingIcs(user, params.id), {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': 'attachment; filename="studio-session.ics"',
      },
    }),
);
