// GET /api/royalties/tracks?q=: tracks to match an unmatched statement row to (title, ISRC, artist).
import { withAuth } from '@/lib/platform/http/with-auth';
import { trackSearch } from '@/lib/royalties/contract';
import { searchTracks } from '@/lib/royalties/statements';

export const GET = withAuth('admin', trackSearch, ({ query }) => searchTracks(query.q));
