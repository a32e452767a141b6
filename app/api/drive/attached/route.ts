// GET /api/drive/attached?ownerId=&cursor=&limit=: files attached to releases, lessons and profiles, a page at a time
// (staff may name whose).
import { withAuth } from '@/lib/platform/http/with-auth';
import { driveAttachedList } from '@/lib/ops/contract';
import { listAttachedFiles } from '@/lib/ops/drive/listing';

export const GET = withAuth('artist', driveAttachedList, ({ user, query }) => listAttachedFiles(user, query));
