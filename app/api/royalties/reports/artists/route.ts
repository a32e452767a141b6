// GET /api/royalties/reports/artists: artists with earnings, for the statement picker.
import { withAuth } from '@/lib/http';
import { artistsWithEarnings } from '@/lib/royalties/reports';

export const GET = withAuth('admin', {}, () => artistsWithEarnings());
