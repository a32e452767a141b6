// POST /api/distribution/upc: assigns the next UPC to one of the caller's releases that has none.
import { z } from 'zod';
import { withAuth } from '@/lib/http';
import { requestUpc } from '@/lib/distribution/requests';

export const POST = withAuth('artist', { body: z.object({ releaseId: z.string().min(1).max(40) }) }, ({ user, body }) =>
  requestUpc(user, body.releaseId),
);
