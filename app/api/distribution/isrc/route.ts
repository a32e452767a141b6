// POST /api/distribution/isrc: assigns the next ISRC to one of the caller's tracks that has none.
import { withAuth } from '@/lib/platform/http/with-auth';
import { requestIsrc } from '@/lib/distribution/requests';
import { isrcRequest } from '@/lib/distribution/contract';

export const POST = withAuth('artist', isrcRequest, ({ user, body }) => requestIsrc(user, body.trackId));
