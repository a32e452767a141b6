// GET /api/services/releases: the artist's releases for cataloging orders, with what each still lacks.
import { withAuth } from '@/lib/platform/http/with-auth';
import { releasesForCataloging } from '@/lib/services/cataloging';
import { catalogingReleases } from '@/lib/services/contract';

export const GET = withAuth('artist', catalogingReleases, ({ user }) => releasesForCataloging(user));
