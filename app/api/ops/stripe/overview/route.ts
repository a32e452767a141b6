// GET /api/ops/stripe/overview: Stripe set-up, connected accounts and recent payout transfers (admins).
import { withAuth } from '@/lib/http';
import { getBankingOverview } from '@/lib/ops/stripe/connect';

export const GET = withAuth('admin', {}, () => getBankingOverview());
