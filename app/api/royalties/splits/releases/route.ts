// GET /api/royalties/splits/releases: releases whose splits the caller manages.
import { withAuth } from '@/lib/http';
import { listReleasesForSplits } from '@/lib/royalties/splits';

export const GET = withAuth('artist', {}, async ({ user }) => ({ items: await listReleasesForSplits(user) }));
