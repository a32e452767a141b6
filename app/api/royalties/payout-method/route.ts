// The caller's payout method (masked) and setting it (sensitive fields encrypted at rest).
import { withAuth } from '@/lib/platform/http/with-auth';
import { payoutMethodRead, payoutMethodSet } from '@/lib/royalties/contract';
import { getPayoutMethod, setPayoutMethod } from '@/lib/royalties/payouts';

export const GET = withAuth('artist', payoutMethodRead, ({ user }) => getPayoutMethod(user.id));

export const PUT = withAuth('artist', { ...payoutMethodSet, maxBodyBytes: 16 * 1024 }, ({ user, body }) =>
  setPayoutMethod(user, body),
);
