// POST /api/releases/{id}/review: staff start a review, approve (codes + deliveries) or reject with a reason.
import { withAuth } from '@/lib/platform/http/with-auth';
import { reviewSchema } from '@/lib/distribution/releases/schema';
import { reviewRelease } from '@/lib/distribution/releases/service';
import { idParams } from '@/lib/platform/http/params';

export const POST = withAuth('admin', { params: idParams, body: reviewSchema }, ({ user, params, body }) =>
  reviewRelease(user, params.id, body),
);
