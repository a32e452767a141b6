// POST /api/services/orders/{id}/checkout: opens Stripe Checkout for an unpaid order; answers { url }.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { startCheckout } from '@/lib/services/payments';
import { orderCheckout } from '@/lib/services/contract';

export const POST = withAuth('artist', { ...orderCheckout, params: idParams }, ({ user, params }) =>
  startCheckout(user, params.id),
);
