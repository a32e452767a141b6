// POST /api/brain/pending/bulk: approve or reject the selected ids.
import { withAuth } from '@/lib/platform/http/with-auth';
import { pendingBulk } from '@/lib/brain/contract';
import { bulkReview } from '@/lib/brain/pending';

export const POST = withAuth('admin', pendingBulk, ({ user, body }) =>
  bulkReview(user.id, body.ns, body.ids, body.action, body.reason),
);
