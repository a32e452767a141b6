// POST /api/releases/{id}/withdraw: takes a submitted release back to draft.
import { withAuth } from '@/lib/platform/http/with-auth';
import { withdrawRelease } from '@/lib/distribution/releases/service';
import { idParams } from '@/lib/platform/http/params';
import { releaseWithdraw } from '@/lib/distribution/contract';

export const POST = withAuth('artist', { ...releaseWithdraw, params: idParams }, ({ user, params }) =>
  withdrawRelease(user, params.id),
);
