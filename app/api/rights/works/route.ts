// POST /api/rights/works: a musical work with its writers and publishers (201 { id });
// GET ?q=&cursor=&limit=: the caller's works (staff: every work), a page at a time.
import { withAuth, created } from '@/lib/platform/http/with-auth';
import { createWork, listWorks } from '@/lib/rights/works';
import { workCreate, workList } from '@/lib/rights/contract';

export const POST = withAuth('artist', workCreate, async ({ user, body }) => created(await createWork(user, body)));

export const GET = withAuth('artist', workList, ({ user, query }) => listWorks(user, query));
