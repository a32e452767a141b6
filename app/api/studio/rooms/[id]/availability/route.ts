// GET /api/studio/rooms/{id}/availability?date=YYYY-MM-DD: free slots [{ start, end }] (ISO times).
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { availabilityQuery } from '@/lib/services/studio/schema';
import { availability } from '@/lib/services/studio/service';

export const GET = withAuth('artist', { params: idParams, query: availabilityQuery }, ({ params, query }) =>
  availability(params.id, query.date),
);
