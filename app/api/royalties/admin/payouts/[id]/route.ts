// POST /api/royalties/admin/payouts/{id}: approve, reject or mark paid.
import { withAuth } from '@/lib/platform/http/with-auth';
import { payoutDecide } from '@/lib/royalties/contract';
import { decidePayout } from '@/lib/royalties/payouts';
import { idParams } from '@/lib/platform/http/params';

export const POST = withAuth('admin', { ...payoutDecide, params: idParams }, ({ user, body, params }) =>
  decidePayout(user, params.id, body),
);
