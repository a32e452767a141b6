// GET /api/studio/rooms/{id}/availability?date=YYYY-MM-DD: free slots [{ start, end }] (ISO times).
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { availability } from '@/lib/services/studio/service';
import { roomAvailability } from '@/lib/services/contract';

export const GET = withAuth('artist', { ...roomAvailability, params: idParams }, ({ params, query }) =>
  availability(params.id, query.date),
);
