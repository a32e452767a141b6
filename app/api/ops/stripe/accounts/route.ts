// GET /api/ops/stripe/accounts?cursor=&limit=: payees' connected Stripe accounts, a page at a time (admins).
import { withAuth } from '@/lib/platform/http/with-auth';
import { stripeAccountList } from '@/lib/ops/contract';
import { listConnectedAccounts } from '@/lib/ops/stripe/banking';

export const GET = withAuth('admin', stripeAccountList, ({ query }) => listConnectedAccounts(query));
