// GET /api/services/orders: the caller's orders (staff: every order); POST: place an order.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { createOrder, listOrders } from '@/lib/services/orders';
import { referralCodeFromRequest } from '@/lib/services/affiliates/cookie';
import { orderCreate, orderList } from '@/lib/services/contract';

export const GET = withAuth('artist', orderList, ({ user, query }) => listOrders(user, query));

export const POST = withAuth('artist', orderCreate, async ({ req, user, body }) =>
  created(await createOrder(user, body, { affiliateCode: referralCodeFromRequest(req) })),
);
