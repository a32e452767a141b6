// POST /api/brain/pending/promote: Send → Memories / Send → Tasks of a suggestion.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { pendingPromote } from '@/lib/brain/contract';
import { promoteDirect } from '@/lib/brain/pending';

export const POST = withAuth('admin', pendingPromote, async ({ user, body }) =>
  created(await promoteDirect(user.id, body)),
);
