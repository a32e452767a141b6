// GET /api/ops/stripe/reconciliation: payout transfers against Stripe's balance transactions (admins).
import { withAuth } from '@/lib/http';
import { reconcileTransfers } from '@/lib/ops/stripe/connect';

export const GET = withAuth('admin', {}, () => reconcileTransfers());
