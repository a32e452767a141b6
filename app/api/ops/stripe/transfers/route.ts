// GET /api/ops/stripe/transfers?cursor=&limit=: payout transfers made through Stripe, a page at a time (admins).
import { withAuth } from '@/lib/platform/http/with-auth';
import { stripeTransferList } from '@/lib/ops/contract';
import { listStripeTransfers } from '@/lib/ops/stripe/banking';

export const GET = withAuth('admin', stripeTransferList, ({ query }) => listStripeTransfers(query));
