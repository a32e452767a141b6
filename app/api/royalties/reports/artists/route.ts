// GET /api/royalties/reports/artists?cursor=&limit=: artists with earnings for the report picker, a page at a time.
import { withAuth } from '@/lib/platform/http/with-auth';
import { reportArtistList } from '@/lib/royalties/contract';
import { artistsWithEarnings } from '@/lib/royalties/reports';

export const GET = withAuth('admin', reportArtistList, ({ query }) => artistsWithEarnings(query));
