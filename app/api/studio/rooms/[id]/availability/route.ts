// GET /api/studio/rooms/{id}/availability?date=YYYY-MM-DD: free slots [{ start, end }] (ISO times).
import { withAuth } from '@/lib/http';
import { idParams } from '@/lib/params';
import { availabilityQuery } from '@/lib/studio/schema';
import { availability } from '@/lib/studio/service';

export const GET = withAuth('artist', { params: idParams, query: availabilityQuery }, ({ params, query }) =>
  availability(params.id, query.date),
);
