// POST /api/services/orders/{id}/checkout: opens Stripe Checkout for an unpaid order; answers { url }.
import { withAuth } from '@/lib/http';
import { idParams } from '@/lib/params';
import { startCheckout } from '@/lib/services/payments';

export const POST = withAuth('artist', { params: idParams }, ({ user, params }) => startCheckout(user, params.id));
