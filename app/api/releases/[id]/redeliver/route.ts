// POST /api/releases/{id}/redeliver: staff send a live release's update, retry its failed deliveries, or
// re-release a taken-down release to its stores.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { redeliverRelease } from '@/lib/distribution/releases/lifecycle';
import { releaseRedeliver } from '@/lib/distribution/contract';

export const POST = withAuth('admin', { ...releaseRedeliver, params: idParams }, ({ user, params, body }) =>
  redeliverRelease(user, params.id, body.mode),
);
