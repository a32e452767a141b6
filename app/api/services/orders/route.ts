// GET /api/services/orders: the caller's orders (staff: every order); POST: place an order.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { createOrderInput, orderListQuery } from '@/lib/services/schema';
import { createOrder, listOrders } from '@/lib/services/orders';
import { referralCodeFromRequest } from '@/lib/services/affiliates/cookie';

export const GET = withAuth('artist', { query: orderListQuery }, ({ user, query }) => listOrders(user, query));

export const POST = withAuth('artist', { body: createOrderInput }, async ({ req, user, body }) =>
  created(await createOrder(user, body, { affiliateCode: referralCodeFromRequest(req) })),
);
