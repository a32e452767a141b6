// GET /api/royalties/admin/payouts: payout requests for the /payments page.
import { z } from 'zod';
import { withAuth } from '@/lib/http';
import { listPayoutsForAdmin } from '@/lib/royalties/payouts';

const query = z.object({ status: z.enum(['requested', 'approved', 'paid', 'rejected']).optional() });

export const GET = withAuth('admin', { query }, ({ query }) => listPayoutsForAdmin(query.status));
