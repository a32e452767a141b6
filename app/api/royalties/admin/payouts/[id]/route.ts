// POST /api/royalties/admin/payouts/{id}: approve, reject or mark paid.
import { withAuth } from '@/lib/platform/http/with-auth';
import { payoutDecisionSchema } from '@/lib/royalties/schema';
import { decidePayout } from '@/lib/royalties/payouts';
import { idParams } from '@/lib/platform/http/params';

export const POST = withAuth('admin', { params: idParams, body: payoutDecisionSchema }, ({ user, body, params }) =>
  decidePayout(user, params.id, body),
);
