// GET /api/ops/stripe/overview: whether Stripe is set up, and how many accounts and transfers there are (admins).
import { withAuth } from '@/lib/platform/http/with-auth';
import { bankingOverview } from '@/lib/ops/contract';
import { getBankingOverview } from '@/lib/ops/stripe/banking';

export const GET = withAuth('admin', bankingOverview, () => getBankingOverview());
