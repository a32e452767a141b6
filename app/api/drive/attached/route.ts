// GET /api/drive/attached?ownerId=&cursor=&limit=: files attached to releases, lessons and profiles, a page at a time
// (staff may name whose).
import { withAuth } from '@/lib/http';
import { driveAttachedQuery } from '@/lib/ops/schema';
import { listAttachedFiles } from '@/lib/drive/listing';

export const GET = withAuth('artist', { query: driveAttachedQuery }, ({ user, query }) =>
  listAttachedFiles(user, query),
);
