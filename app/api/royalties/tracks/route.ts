// GET /api/royalties/tracks?q=: tracks to match an unmatched statement row to (title, ISRC, artist).
import { withAuth } from '@/lib/platform/http/with-auth';
import { trackSearchQuerySchema } from '@/lib/royalties/schema';
import { searchTracks } from '@/lib/royalties/statements';

export const GET = withAuth('admin', { query: trackSearchQuerySchema }, ({ query }) => searchTracks(query.q));
