// POST /api/rights/works: a musical work with its writers and publishers (201 { id });
// GET ?q=&cursor=&limit=: the caller's works (staff: every work), a page at a time.
import { withAuth, created } from '@/lib/platform/http/with-auth';
import { createWork, listWorks } from '@/lib/rights/works';
import { createWorkInput, listWorksQuery } from '@/lib/rights/schema';

export const POST = withAuth('artist', { body: createWorkInput }, async ({ user, body }) =>
  created(await createWork(user, body)),
);

export const GET = withAuth('artist', { query: listWorksQuery }, ({ user, query }) => listWorks(user, query));
