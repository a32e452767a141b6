// POST /api/releases/{id}/redeliver: staff send a live release's update, or retry its failed deliveries.
import { withAuth } from '@/lib/http';
import { redeliverSchema } from '@/lib/releases/schema';
import { redeliverRelease } from '@/lib/releases/lifecycle';
import { idParams } from '@/lib/params';

export const POST = withAuth('admin', { params: idParams, body: redeliverSchema }, ({ user, params, body }) =>
  redeliverRelease(user, params.id, body.mode),
);
