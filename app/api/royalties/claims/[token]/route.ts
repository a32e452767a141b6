// /api/royalties/claims/{token}: what an emailed split invitation offers (GET) and claiming it (POST):
// into the signed-in account, or a new account for the invited email.
import { publicRoute } from '@/lib/platform/http/with-auth';
import { claimRead, claimTake } from '@/lib/royalties/contract';
import { claimShare, describeClaim } from '@/lib/royalties/claims';
import { tokenParams } from '@/lib/platform/http/params';

export const GET = publicRoute({ ...claimRead, params: tokenParams }, ({ params }) => describeClaim(params.token));

export const POST = publicRoute(
  { ...claimTake, params: tokenParams, maxBodyBytes: 16 * 1024 },
  ({ user, body, params }) => claimShare(params.token, user, body),
);
