// GET /api/ops/stripe/transfers?cursor=&limit=: payout transfers made through Stripe, a page at a time (admins).
import { withAuth } from '@/lib/platform/http/with-auth';
import { pageQuery } from '@/lib/platform/paging';
import { listStripeTransfers } from '@/lib/ops/stripe/banking';

export const GET = withAuth('admin', { query: pageQuery }, ({ query }) => listStripeTransfers(query));
