// GET /api/royalties/reports/artists?cursor=&limit=: artists with earnings for the report picker, a page at a time.
import { withAuth } from '@/lib/http';
import { pageQuery } from '@/lib/paging';
import { artistsWithEarnings } from '@/lib/royalties/reports';

export const GET = withAuth('admin', { query: pageQuery }, ({ query }) => artistsWithEarnings(query));
