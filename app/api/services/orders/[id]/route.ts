// GET /api/services/orders/{id}: one order; POST: a state change or staff action on it.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { getOrderForUserOrThrow } from '@/lib/services/orders';
import { performOrderAction } from '@/lib/services/actions';
import { orderAction } from '@/lib/services/contract';

export const GET = withAuth('artist', { params: idParams }, ({ user, params }) =>
  getOrderForUserOrThrow(user, params.id),
);

export const POST = withAuth('artist', { ...orderAction, params: idParams }, ({ user, params, body }) =>
  performOrderAction(user, params.id, body),
);
