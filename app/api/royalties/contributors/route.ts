// GET /api/royalties/contributors: how the earnings of the caller's releases were shared.
import { withAuth } from '@/lib/platform/http/with-auth';
import { earningsQuerySchema } from '@/lib/royalties/schema';
import { contributorEarnings } from '@/lib/royalties/earnings';

export const GET = withAuth('artist', { query: earningsQuerySchema }, ({ user, query }) =>
  contributorEarnings(user.id, query),
);
