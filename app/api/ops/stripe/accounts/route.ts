// GET /api/ops/stripe/accounts?cursor=&limit=: payees' connected Stripe accounts, a page at a time (admins).
import { withAuth } from '@/lib/http';
import { pageQuery } from '@/lib/paging';
import { listConnectedAccounts } from '@/lib/ops/stripe/banking';

export const GET = withAuth('admin', { query: pageQuery }, ({ query }) => listConnectedAccounts(query));
