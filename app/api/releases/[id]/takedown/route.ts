// POST /api/releases/{id}/takedown: withdraws a live release from every store (a takedown message each).
import { withAuth } from '@/lib/platform/http/with-auth';
import { takedownRelease } from '@/lib/distribution/releases/lifecycle';
import { idParams } from '@/lib/platform/http/params';
import { releaseTakedown } from '@/lib/distribution/contract';

export const POST = withAuth('artist', { ...releaseTakedown, params: idParams }, ({ user, params }) =>
  takedownRelease(user, params.id),
);
