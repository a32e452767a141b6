// GET /api/royalties/tracks?q=: tracks to match an unmatched statement row to (title, ISRC, artist).
import { z } from 'zod';
import { withAuth } from '@/lib/http';
import { searchTracks } from '@/lib/royalties/statements';

export const GET = withAuth('admin', { query: z.object({ q: z.string().max(100).default('') }) }, ({ query }) =>
  searchTracks(query.q),
);
