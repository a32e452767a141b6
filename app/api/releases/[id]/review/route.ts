// POST /api/releases/{id}/review: staff start a review, approve (codes + deliveries) or reject with a reason.
import { withAuth } from '@/lib/platform/http/with-auth';
import { reviewRelease } from '@/lib/distribution/releases/service';
import { idParams } from '@/lib/platform/http/params';
import { releaseReview } from '@/lib/distribution/contract';

export const POST = withAuth('admin', { ...releaseReview, params: idParams }, ({ user, params, body }) =>
  reviewRelease(user, params.id, body),
);
