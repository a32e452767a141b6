// POST /api/releases/{id}/redeliver: staff send a live release's update, retry its failed deliveries, or
// re-release a taken-down release to its stores.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { redeliverRelease } from '@/lib/distribution/releases/lifecycle';
import { redeliverSchema } from '@/lib/distribution/releases/schema';

export const POST = withAuth('admin', { params: idParams, body: redeliverSchema }, ({ user, params, body }) =>
  redeliverRelease(user, params.id, body.mode),
);
