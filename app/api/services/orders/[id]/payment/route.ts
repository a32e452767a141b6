// GET /api/services/orders/{id}/payment: how this order can be paid (card through Stripe Checkout when
// configured, else the platform's bank details with the order's reference); the customer and staff only.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { paymentOptions } from '@/lib/services/bank-transfer';
import { orderPaymentOptions } from '@/lib/services/contract';

export const GET = withAuth('artist', { ...orderPaymentOptions, params: idParams }, ({ user, params }) =>
  paymentOptions(user, params.id),
);
