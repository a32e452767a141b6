// GET /api/royalties/earnings: the caller's earnings by month, store, track and country, filtered.
import { withAuth } from '@/lib/platform/http/with-auth';
import { earningsQuerySchema } from '@/lib/royalties/schema';
import { earningsBreakdown } from '@/lib/royalties/earnings';

export const GET = withAuth('artist', { query: earningsQuerySchema }, ({ user, query }) =>
  earningsBreakdown(user.id, query),
);
