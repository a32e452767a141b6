// GET /api/royalties/splits/releases?cursor=&limit=: releases whose splits the caller manages, a page at a time.
import { withAuth } from '@/lib/http';
import { pageQuery } from '@/lib/paging';
import { listReleasesForSplits } from '@/lib/royalties/splits';

export const GET = withAuth('artist', { query: pageQuery }, ({ user, query }) => listReleasesForSplits(user, query));
