// POST /api/distribution/isrc: assigns the next ISRC to one of the caller's tracks that has none.
import { z } from 'zod';
import { withAuth } from '@/lib/http';
import { requestIsrc } from '@/lib/distribution/requests';

export const POST = withAuth('artist', { body: z.object({ trackId: z.string().min(1).max(40) }) }, ({ user, body }) =>
  requestIsrc(user, body.trackId),
);
