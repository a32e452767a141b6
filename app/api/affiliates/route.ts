// GET /api/affiliates: the caller's affiliate stats; POST: join the affiliate program.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { affiliateStats, becomeAffiliate } from '@/lib/services/affiliates/service';
import { affiliateJoin, affiliateRead } from '@/lib/services/contract';

export const GET = withAuth('signedIn', affiliateRead, ({ user }) => affiliateStats(user));

export const POST = withAuth('signedIn', affiliateJoin, async ({ user }) => {
  await becomeAffiliate(user);
  return created(await affiliateStats(user));
});
