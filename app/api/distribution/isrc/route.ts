// POST /api/distribution/isrc: assigns the next ISRC to one of the caller's tracks that has none.
import { withAuth } from '@/lib/platform/http/with-auth';
import { isrcRequestSchema } from '@/lib/distribution/schema';
import { requestIsrc } from '@/lib/distribution/requests';

export const POST = withAuth('artist', { body: isrcRequestSchema }, ({ user, body }) =>
  requestIsrc(user, body.trackId),
);
