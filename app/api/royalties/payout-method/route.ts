// The caller's payout method (masked) and setting it (sensitive fields encrypted at rest).
import { withAuth } from '@/lib/platform/http/with-auth';
import { payoutMethodSchema } from '@/lib/royalties/schema';
import { getPayoutMethod, setPayoutMethod } from '@/lib/royalties/payouts';

export const GET = withAuth('artist', {}, ({ user }) => getPayoutMethod(user.id));

export const PUT = withAuth('artist', { body: payoutMethodSchema, maxBodyBytes: 16 * 1024 }, ({ user, body }) =>
  setPayoutMethod(user, body),
);
