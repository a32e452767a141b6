// GET /api/royalties/earnings: the caller's earnings by month, store, track and country, filtered.
import { withAuth } from '@/lib/platform/http/with-auth';
import { earningsRead } from '@/lib/royalties/contract';
import { earningsBreakdown } from '@/lib/royalties/earnings';

export const GET = withAuth('artist', earningsRead, ({ user, query }) => earningsBreakdown(user.id, query));
