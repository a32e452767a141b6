// GET /api/services/checkout/return?session_id=: back from Stripe Checkout; settles the order, then the hub.
import { publicRoute } from '@/lib/platform/http/with-auth';
import { confirmCheckoutQuery } from '@/lib/services/schema';
import { confirmCheckout } from '@/lib/services/payments';

export const GET = publicRoute({ query: confirmCheckoutQuery }, async ({ req, query }) => {
  const order = await confirmCheckout(query.session_id);
  const to = new URL(`/tnm-service-hub${order ? `?order=${order.id}&paid=1` : ''}`, req.url);
  return Response.redirect(to, 303);
});
