// GET /api/ops/stripe/reconciliation: payout transfers against Stripe's balance transactions (admins).
import { withAuth } from '@/lib/platform/http/with-auth';
import { stripeReconciliation } from '@/lib/ops/contract';
import { reconcileTransfers } from '@/lib/ops/stripe/connect';

export const GET = withAuth('admin', stripeReconciliation, () => reconcileTransfers());
