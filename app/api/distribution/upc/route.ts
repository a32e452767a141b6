// POST /api/distribution/upc: assigns the next UPC to one of the caller's releases that has none.
import { withAuth } from '@/lib/platform/http/with-auth';
import { upcRequestSchema } from '@/lib/distribution/schema';
import { requestUpc } from '@/lib/distribution/requests';

export const POST = withAuth('artist', { body: upcRequestSchema }, ({ user, body }) =>
  requestUpc(user, body.releaseId),
);
