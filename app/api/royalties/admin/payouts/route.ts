// GET /api/royalties/admin/payouts: payout requests for the /payments page, one page at a time (`?status=&cursor=&limit=`).
import { withAuth } from '@/lib/platform/http/with-auth';
import { adminPayoutList } from '@/lib/royalties/contract';
import { listPayoutsForAdmin } from '@/lib/royalties/payouts';

export const GET = withAuth('admin', adminPayoutList, ({ query }) => listPayoutsForAdmin(query));
