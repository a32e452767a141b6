// GET /api/admin/waiting-list: sign-ups of every brand (or one), newest first in `?cursor=&limit=` pages, with counts
// by interest.
import { withAuth } from '@/lib/platform/http/with-auth';
import { waitingListList } from '@/lib/accounts/contract';
import { listWaitingList } from '@/lib/accounts/waiting-list/service';

export const GET = withAuth('admin', waitingListList, ({ query }) => listWaitingList(query));
