// POST /api/releases/{id}/review: staff start a review, approve (codes + deliveries) or reject with a reason.
import { withAuth } from '@/lib/http';
import { reviewSchema } from '@/lib/releases/schema';
import { reviewRelease } from '@/lib/releases/service';
import { idParams } from '@/lib/params';

export const POST = withAuth('admin', { params: idParams, body: reviewSchema }, ({ user, params, body }) =>
  reviewRelease(user, params.id, body),
);
