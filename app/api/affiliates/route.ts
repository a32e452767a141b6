// GET /api/affiliates: the caller's affiliate stats; POST: join the affiliate program.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { affiliateStats, becomeAffiliate } from '@/lib/services/affiliates/service';

export const GET = withAuth('signedIn', {}, ({ user }) => affiliateStats(user));

export const POST = withAuth('signedIn', {}, async ({ user }) => {
  await becomeAffiliate(user);
  return created(await affiliateStats(user));
});
