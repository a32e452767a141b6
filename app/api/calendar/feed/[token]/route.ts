// GET /api/calendar/feed/{token}.ics: a user's calendar for calendar apps. The secret token is the
// credential (stored hashed); an unknown token is a 404.
import { publicRoute } from '@/lib/platform/http/with-auth';
import { feedTokenParams } from '@/lib/ops/schema';
import { feedIcs } from '@/lib/ops/calendar/service';

export const GET = publicRoute(
  { params: feedTokenParams },
  async ({ params }) =>
    new Response(await feedIcs(params.token), {
      headers: { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'private, no-store' },
    }),
);
