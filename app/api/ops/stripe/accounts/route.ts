// GET /api/ops/stripe/accounts?cursor=&limit=: payees' connected Stripe accounts, a page at a time (admins).
import { withAuth } from '@/lib/platform/http/with-auth';
import { pageQuery } from '@/lib/platform/paging';
import { listConnectedAccounts } from '@/lib/ops/stripe/banking';

export const GET = withAuth('admin', { query: pageQuery }, ({ query }) => listConnectedAccounts(query));
