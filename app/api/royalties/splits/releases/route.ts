// GET /api/royalties/splits/releases?cursor=&limit=: releases whose splits the caller manages, a page at a time.
import { withAuth } from '@/lib/platform/http/with-auth';
import { splitReleaseList } from '@/lib/royalties/contract';
import { listReleasesForSplits } from '@/lib/royalties/splits';

export const GET = withAuth('artist', splitReleaseList, ({ user, query }) => listReleasesForSplits(user, query));
