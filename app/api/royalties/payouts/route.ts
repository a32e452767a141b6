// The caller's payout requests (GET, one page at a time: `?cursor=&limit=`) and a new request (POST, with an idempotency key).
import { withAuth } from '@/lib/platform/http/with-auth';
import { myPayoutList, payoutRequest } from '@/lib/royalties/contract';
import { listMyPayouts, requestPayout } from '@/lib/royalties/payouts';

export const GET = withAuth('artist', myPayoutList, ({ user, query }) => listMyPayouts(user.id, query));

export const POST = withAuth('artist', { ...payoutRequest, maxBodyBytes: 16 * 1024 }, async ({ user, body }) => {
  const { replayed, payout } = await requestPayout(user, body);
  return Response.json(payout, { status: replayed ? 200 : 201 });
});
