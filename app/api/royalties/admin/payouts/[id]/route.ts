// POST /api/royalties/admin/payouts/{id}: approve, reject or mark paid.
import { withAuth } from '@/lib/http';
import { payoutDecisionSchema } from '@/lib/royalties/schema';
import { decidePayout } from '@/lib/royalties/payouts';

export const POST = withAuth('admin', { body: payoutDecisionSchema }, ({ user, body, params }) =>
  decidePayout(user, String(params.id), body),
);
