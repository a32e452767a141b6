// GET /api/drive/attached?ownerId=&cursor=&limit=: files attached to releases, lessons and profiles, a page at a time
// (staff may name whose).
import { withAuth } from '@/lib/platform/http/with-auth';
import { driveAttachedQuery } from '@/lib/ops/schema';
import { listAttachedFiles } from '@/lib/ops/drive/listing';

export const GET = withAuth('artist', { query: driveAttachedQuery }, ({ user, query }) =>
  listAttachedFiles(user, query),
);
